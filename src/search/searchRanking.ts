import type { PageProductId } from '../products';
import type { SearchDocument } from './searchDocument';
import { documentName } from './searchNames';

/** A scored document id, as the index answers. */
export interface ScoredId {
  id: number;
  score: number;
}

/**
 * The family listed first when several families have a page or API entry of
 * the same name (`Button`, `Box`, `Grid`): Material UI, the flagship.
 */
export const FLAGSHIP_PRODUCT: PageProductId = 'material-ui';

/** The order of families for same-named results: the current product, Material UI, the others. */
export function familyRank(document: SearchDocument, productId: PageProductId | null): number {
  if (productId !== null && document.product === productId) {
    return 0;
  }
  return document.product === FLAGSHIP_PRODUCT ? 1 : 2;
}

/** A guide page before the API entry of the same name. */
function kindRank(document: SearchDocument): number {
  return document.kind === 'page' ? 0 : 1;
}

/**
 * A component's own page before a theme customization guide of the same name
 * (`Typography`, `Transitions`: the component page, then the theme's typography
 * and transitions guides under `/customization/`).
 */
function guideRank(document: SearchDocument): number {
  return document.url.includes('/customization/') ? 1 : 0;
}

/** A page or API entry named exactly as the query counts this much more. */
export const EXACT_NAME_BOOST = 3;

/** A page or an API entry: the things a reader names (`Button`, `DataGrid`, `Sorting`). */
function isNamedThing(document: SearchDocument): boolean {
  return document.kind === 'page' || document.kind === 'api';
}

/**
 * A page or API entry whose name is the whole query (`Grid`, `DatePicker`,
 * `sorting` for `Data Grid - Sorting`) counts more than documents that merely
 * mention it, so a short component name finds its page among the hundreds of
 * documents containing the word.
 */
export function boostExactNames(
  hits: readonly ScoredId[],
  documents: readonly SearchDocument[],
  queryName: string,
): ScoredId[] {
  return hits.map((hit) =>
    isNamedThing(documents[hit.id]) && documentName(documents[hit.id]) === queryName
      ? { id: hit.id, score: hit.score * EXACT_NAME_BOOST }
      : hit,
  );
}

/**
 * A demo never ranks above the guide page it sits on. A page gets at
 * least the score of its best demo (plus a little), and is added when only its
 * demos matched: the reader finds the explanation before the snippet.
 */
export function liftPagesAboveDemos(
  hits: readonly ScoredId[],
  documents: readonly SearchDocument[],
  pageIdOfUrl: ReadonlyMap<string, number>,
): ScoredId[] {
  const scores = new Map(hits.map((hit) => [hit.id, hit.score]));
  for (const hit of hits) {
    if (documents[hit.id].kind !== 'demo') {
      continue;
    }
    const pageId = pageIdOfUrl.get(documents[hit.id].url.split('#')[0]);
    if (pageId !== undefined && (scores.get(pageId) ?? 0) <= hit.score) {
      scores.set(pageId, hit.score * 1.01);
    }
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

/**
 * Pages and API entries of the same name in several families (the
 * query `Button`: Material UI's, Joy UI's and Base UI's) keep the places they
 * ranked at, but fill them in family order: the reader's current product
 * first, then Material UI, then the others; within a family the guide page
 * before the API entry, a component page before a customization guide, then as
 * they scored. `hits` is sorted.
 */
export function orderSameNamesByFamily(
  hits: readonly ScoredId[],
  documents: readonly SearchDocument[],
  queryName: string,
  productId: PageProductId | null,
): ScoredId[] {
  const places: number[] = [];
  hits.forEach((hit, place) => {
    const document = documents[hit.id];
    if (
      (document.kind === 'page' || document.kind === 'api') &&
      documentName(document) === queryName
    ) {
      places.push(place);
    }
  });
  const named = places
    .map((place) => hits[place])
    .sort(
      (a, b) =>
        familyRank(documents[a.id], productId) - familyRank(documents[b.id], productId) ||
        kindRank(documents[a.id]) - kindRank(documents[b.id]) ||
        guideRank(documents[a.id]) - guideRank(documents[b.id]) ||
        b.score - a.score,
    );
  const ordered = [...hits];
  places.forEach((place, index) => {
    ordered[place] = named[index];
  });
  return ordered;
}
