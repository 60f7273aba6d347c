import { demoFamily } from '../demo/demoFamily';
import type { SiteTypeface } from '../../theme/fonts/siteFonts';
import type { DocsPageData } from './pageData';

/**
 * The typeface a demo's family assumes: Inter for Joy UI (its default theme), Roboto for
 * Material UI and MUI X (Material UI's default theme); none for Base UI and MUI System, whose
 * demos style their own text.
 */
export function demoTypeface(name: string): SiteTypeface | null {
  const family = demoFamily(name);
  if (family === 'joy-ui') {
    return 'Inter';
  }
  return family === 'x' || family === 'material-ui' ? 'Roboto' : null;
}

/** The typefaces a page's demos render in: the page preloads their first files. */
export function pageDemoTypefaces(page: DocsPageData): Set<SiteTypeface> {
  const typefaces = new Set<SiteTypeface>();
  if (page.kind === 'markdown') {
    for (const segment of page.body) {
      const typeface = segment.kind === 'demo' ? demoTypeface(segment.demo.name) : null;
      if (typeface) {
        typefaces.add(typeface);
      }
    }
  }
  return typefaces;
}
