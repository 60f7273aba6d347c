import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltPage } from './findBrokenLinks';

/** Error pages are rendered for missing URLs; nothing links to them. */
const ERROR_PAGES = new Set(['404.html', '500.html']);

/** `x/react-data-grid.html` → `/x/react-data-grid/`; `index.html` → `/`. */
export function builtFileToUrl(relativeFile: string): string {
  const withoutExtension = relativeFile.replace(/\\/g, '/').replace(/\.html$/, '');
  return withoutExtension === 'index' ? '/' : `/${withoutExtension.replace(/\/index$/, '')}/`;
}

/** The prerendered pages of a production build (`.next/server/pages/**.html`). */
export function readBuiltPages(nextDir: string): BuiltPage[] {
  const pagesDir = path.join(nextDir, 'server', 'pages');
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !ERROR_PAGES.has(file))
    .map((file) => ({
      url: builtFileToUrl(file),
      html: readFileSync(path.join(pagesDir, file), 'utf8'),
    }));
}
