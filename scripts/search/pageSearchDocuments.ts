import { demoTitle } from '../demos/demoRecord';
import { getProductInfoFromUrl } from '../../src/docs/routing/productInfoFromUrl';
import type { SearchDocument } from '../../src/search/searchDocument';
import type { SearchablePage } from '../../src/source';

export type SearchEntry = Omit<SearchDocument, 'id'>;

/** Characters of prose kept per page or section: enough to match on, small enough to ship. */
export const TEXT_LIMIT = 320;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
  }
  if (name.startsWith('#')) {
    return String.fromCodePoint(Number(name.slice(1)));
  }
  return NAMED_ENTITIES[name] ?? entity;
}

/** HTML to the text a reader sees: code blocks, anchor marks and tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<a class="anchor-link"[^>]*>#<\/a>/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-z]+);/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text at a word boundary near `limit`. */
export function excerpt(text: string, limit: number = TEXT_LIMIT): string {
  if (text.length <= limit) {
    return text;
  }
  const cut = text.lastIndexOf(' ', limit);
  return text.slice(0, cut > limit / 2 ? cut : limit);
}

const HEADING = /<h([2-4]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;

/**
 * The search entries of one page: the page itself (title, description and
 * opening prose), each h2–h4 section (deep-linked to its anchor) and each
 * demo (linked to the demo's own anchor, its file name).
 */
export function pageSearchDocuments(page: SearchablePage): SearchEntry[] {
  const url = `${page.pathname}/`;
  const { productId } = getProductInfoFromUrl(url);
  const base = { page: page.title, product: productId, plan: page.plan };
  // The prose pieces are cut at tags, so joined they read as the page's text.
  const html = page.body.map((slot) => (slot.kind === 'html' ? slot.html : '')).join('');
  const headings = [...html.matchAll(HEADING)];
  const intro = html.slice(0, headings[0]?.index ?? html.length);
  const entries: SearchEntry[] = [
    {
      ...base,
      kind: 'page',
      title: page.title,
      url,
      text: excerpt(`${page.description} ${htmlToText(intro)}`),
    },
  ];
  headings.forEach((heading, index) => {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = headings[index + 1]?.index ?? html.length;
    entries.push({
      ...base,
      kind: 'section',
      title: htmlToText(heading[3]),
      url: `${url}#${heading[2]}`,
      text: excerpt(htmlToText(html.slice(start, end))),
    });
  });
  for (const slot of page.body) {
    if (slot.kind === 'demo') {
      entries.push({
        ...base,
        kind: 'demo',
        title: demoTitle(slot.file),
        url: `${url}#${slot.file}`,
        text: '',
      });
    }
  }
  return entries;
}
