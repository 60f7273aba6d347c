import { describe, expect, it } from 'vitest';
import { canonicalUrl, pathnameToPageKey } from './pageKey';
import { localizePathname, pathnameToLanguage } from './pathnameToLanguage';
import { getProductInfoFromUrl } from './productInfoFromUrl';
import { markdownTwinUrl } from './markdownTwinUrl';
import { pageKeyToUrl } from '../siteConfig';

describe('pathnameToLanguage', () => {
  it('reads a known language from the first segment', () => {
    expect(pathnameToLanguage('/zh/x/introduction/')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/x/introduction/',
    });
    expect(pathnameToLanguage('/zh')).toEqual({ userLanguage: 'zh', canonicalAs: '/' });
    expect(pathnameToLanguage('/zh/')).toEqual({ userLanguage: 'zh', canonicalAs: '/' });
  });

  it('defaults to English without a language segment', () => {
    expect(pathnameToLanguage('/x/introduction/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/x/introduction/',
    });
    expect(pathnameToLanguage('/')).toEqual({ userLanguage: 'en', canonicalAs: '/' });
  });

  it('treats unknown two-letter segments and longer segments as paths', () => {
    expect(pathnameToLanguage('/fr/x/').userLanguage).toBe('en');
    expect(pathnameToLanguage('/fr/x/').canonicalAs).toBe('/fr/x/');
    expect(pathnameToLanguage('/zhx/').canonicalAs).toBe('/zhx/');
  });

  it('round-trips with localizePathname', () => {
    expect(localizePathname('/x/introduction/', 'zh')).toBe('/zh/x/introduction/');
    expect(localizePathname('/', 'zh')).toBe('/zh/');
    expect(localizePathname('/x/introduction/', 'en')).toBe('/x/introduction/');
    const { canonicalAs, userLanguage } = pathnameToLanguage('/zh/x/react-charts/');
    expect(localizePathname(canonicalAs, userLanguage)).toBe('/zh/x/react-charts/');
  });
});

describe('pathnameToPageKey', () => {
  it('strips a trailing slash, hash and query', () => {
    expect(pathnameToPageKey('/x/react-data-grid/editing/')).toBe('/x/react-data-grid/editing');
    expect(pathnameToPageKey('/x/react-data-grid/editing/#cell-editing')).toBe(
      '/x/react-data-grid/editing',
    );
    expect(pathnameToPageKey('/x/react-data-grid/editing?x=1#a')).toBe(
      '/x/react-data-grid/editing',
    );
    expect(pathnameToPageKey('/')).toBe('/');
  });

  it('strips the language segment', () => {
    expect(pathnameToPageKey('/zh/x/introduction/')).toBe('/x/introduction');
    expect(pathnameToPageKey('/zh/')).toBe('/');
  });

  it('maps an /api segment to /api-docs', () => {
    expect(pathnameToPageKey('/x/api/data-grid/grid-col-def/')).toBe(
      '/x/api-docs/data-grid/grid-col-def',
    );
    expect(pathnameToPageKey('/api/x/')).toBe('/api-docs/x');
    expect(pathnameToPageKey('/x/apis/')).toBe('/x/apis');
    expect(pathnameToPageKey('/material-ui/api/button/')).toBe('/material-ui/api-docs/button');
    expect(pathnameToPageKey('/zh/joy-ui/api/button/#props')).toBe('/joy-ui/api-docs/button');
    // A page named `api` deeper down is an ordinary page.
    expect(pathnameToPageKey('/system/styles/api/')).toBe('/system/styles/api');
  });
});

describe('pageKeyToUrl', () => {
  it('adds the trailing slash readers see', () => {
    expect(pageKeyToUrl('/x/introduction')).toBe('/x/introduction/');
    expect(pageKeyToUrl('/')).toBe('/');
  });

  it('turns an /api-docs key back into its /api URL, the inverse of pathnameToPageKey', () => {
    expect(pageKeyToUrl('/x/api-docs/data-grid/grid-col-def')).toBe(
      '/x/api/data-grid/grid-col-def/',
    );
    expect(pageKeyToUrl('/x/api-docs/data-grid')).toBe('/x/api/data-grid/');
    for (const url of ['/x/api/charts/bar-chart/', '/x/api/tree-view/', '/x/react-charts/']) {
      expect(pageKeyToUrl(pathnameToPageKey(url))).toBe(url);
    }
  });
});

describe('canonicalUrl', () => {
  it('ends every page URL with a slash', () => {
    expect(canonicalUrl('/x/react-data-grid/editing')).toBe('/x/react-data-grid/editing/');
    expect(canonicalUrl('/x/react-data-grid/editing/')).toBe('/x/react-data-grid/editing/');
    expect(canonicalUrl('/x/a#b')).toBe('/x/a/');
  });
});

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/material-ui/getting-started/', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/getting-started/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/editing/', 'x-data-grid', 'x'],
    ['/x/api/data-grid/grid-col-def/', 'x-data-grid', 'x'],
    ['/x/api-docs/data-grid/grid-col-def', 'x-data-grid', 'x'],
    ['/x/react-charts/bars/?tab=api#props', 'x-charts', 'x'],
    ['/x/react-date-pickers/', 'x-date-pickers', 'x'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers', 'x'],
    ['/x/react-charts/bars/', 'x-charts', 'x'],
    ['/x/api/charts/bar-chart/', 'x-charts', 'x'],
    ['/x/react-tree-view/', 'x-tree-view', 'x'],
    ['/x/api/tree-view/tree-item/', 'x-tree-view', 'x'],
    ['/x/introduction/', 'x', 'x'],
    ['/zh/x/react-charts/', 'x-charts', 'x'],
    ['/toolpad/', 'toolpad', 'toolpad'],
    ['/docs/', 'docs', 'docs'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/', 'docs', 'docs'],
  ])('%s → %s (%s)', (pathname, productId, productCategoryId) => {
    expect(getProductInfoFromUrl(pathname)).toEqual({ productId, productCategoryId });
  });

  it('gives no product to the home page or unknown prefixes', () => {
    expect(getProductInfoFromUrl('/')).toEqual({ productId: null, productCategoryId: null });
    expect(getProductInfoFromUrl('/blog/')).toEqual({ productId: null, productCategoryId: null });
  });
});

describe('markdownTwinUrl', () => {
  it('is the page URL without its slash, plus .md, in the language', () => {
    expect(markdownTwinUrl('/x/react-data-grid/editing', 'en')).toBe(
      '/x/react-data-grid/editing.md',
    );
    expect(markdownTwinUrl('/x/api-docs/data-grid/data-grid', 'zh')).toBe(
      '/zh/x/api/data-grid/data-grid.md',
    );
  });

  it("is index.md for a language's home page", () => {
    expect(markdownTwinUrl('/', 'en')).toBe('/index.md');
    expect(markdownTwinUrl('/', 'zh')).toBe('/zh/index.md');
  });
});
