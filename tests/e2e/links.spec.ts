import path from 'node:path';
import { findBrokenLinks, formatBrokenLinks } from '../../scripts/links/findBrokenLinks';
import { readBuiltPages } from '../../scripts/links/readBuiltPages';
import { expect, test } from './fixtures';

// The production build the web server serves: every prerendered page, in every language.
test('every internal link of the built site leads to a page and anchor that exist', () => {
  const pages = readBuiltPages(path.join(process.cwd(), '.next'));
  expect(pages.length).toBeGreaterThan(100);
  const broken = findBrokenLinks(pages);
  expect(broken, formatBrokenLinks(broken)).toEqual([]);
});
