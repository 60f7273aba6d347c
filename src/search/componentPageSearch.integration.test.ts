import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectSearchDocuments, listApiFiles } from '../../scripts/search/collectSearchDocuments';
import { materialUiNav } from '../docs/nav/coreNav';
import { createSearchEngine } from './searchEngine';

const ROOT = process.cwd();

/** Material UI's nav sections that hold component pages (the Components group of its drawer). */
const COMPONENT_SECTIONS = new Set([
  'Inputs',
  'Data display',
  'Feedback',
  'Surfaces',
  'Navigation',
  'Layout',
  'Utils',
  'Lab',
]);

/** Component pages that exist (their content file is written), with the name a reader types. */
const componentPages = materialUiNav
  .filter(({ section }) => COMPONENT_SECTIONS.has(section))
  .filter(({ pathname }) => existsSync(path.join(ROOT, 'content', `${pathname.slice(1)}.md`)))
  .map(({ pathname, title }) => ({ url: `${pathname}/`, title }));

describe('a Material UI component is found by its name first', async () => {
  const documents = await collectSearchDocuments(
    path.join(ROOT, 'content'),
    listApiFiles(path.join(ROOT, 'generated')),
  );
  const engine = createSearchEngine(documents);

  it('for every component page written', () => {
    expect(
      componentPages.length,
      'Material UI component pages found under content/',
    ).toBeGreaterThan(50);
    const misses = componentPages.flatMap(({ url, title }) => {
      const first = engine.search(title, { limit: 3 })[0]?.document.url.split('#')[0];
      return first === url ? [] : [`"${title}": first ${first ?? 'nothing'}, expected ${url}`];
    });
    expect(misses).toEqual([]);
  });
});
