import { describe, expect, it } from 'vitest';
import {
  documentedVersion,
  familyOfPathname,
  familyRedirects,
  findProduct,
  pageTitleSuffix,
  productInfoOfPathname,
  productOfPathname,
  productsInCategory,
  versionsFor,
} from './productLookup';
import { FAMILIES } from './productRegistry';

describe('findProduct', () => {
  it('finds a product by id, and none for a family or null', () => {
    expect(findProduct('x-charts')?.name).toBe('Charts');
    expect(findProduct('joy-ui')?.packageName).toBe('@mui/joy');
    expect(findProduct(null)).toBeNull();
    expect(findProduct('x')).toBeNull();
  });
});

describe('productsInCategory', () => {
  it('lists the four X products, then the four core families', () => {
    expect(productsInCategory('x').map((product) => product.id)).toEqual([
      'x-data-grid',
      'x-date-pickers',
      'x-charts',
      'x-tree-view',
    ]);
    expect(productsInCategory('core').map((product) => product.id)).toEqual([
      'material-ui',
      'joy-ui',
      'base-ui',
      'system',
    ]);
  });
});

describe('familyOfPathname', () => {
  it.each([
    ['/x/introduction', 'x'],
    ['/x/api-docs/data-grid/grid-col-def', 'x'],
    ['/x', 'x'],
    ['/joy-ui/getting-started/', 'joy-ui'],
    ['/system', 'system'],
  ])('%s is in family %s', (pathname, familyId) => {
    expect(familyOfPathname(pathname)?.id).toBe(familyId);
  });

  it('matches whole segments only', () => {
    expect(familyOfPathname('/xylophone')).toBeNull();
    expect(familyOfPathname('/systems/')).toBeNull();
    expect(familyOfPathname('/')).toBeNull();
    expect(familyOfPathname('/404')).toBeNull();
  });
});

describe('productOfPathname', () => {
  it('finds the product of a guide page or an API page', () => {
    expect(productOfPathname('/x/react-data-grid/editing/')?.id).toBe('x-data-grid');
    expect(productOfPathname('/x/react-data-grid')?.id).toBe('x-data-grid');
    expect(productOfPathname('/x/api/tree-view/tree-item/')?.id).toBe('x-tree-view');
    expect(productOfPathname('/base-ui/react-button/components-api/')?.id).toBe('base-ui');
  });

  it('finds none for X pages outside a product or near-miss folders', () => {
    expect(productOfPathname('/x/introduction/')).toBeNull();
    expect(productOfPathname('/x/api/')).toBeNull();
    expect(productOfPathname('/x/react-data-grid-extra/')).toBeNull();
  });
});

describe('productInfoOfPathname', () => {
  it('falls back from product to family to another section', () => {
    expect(productInfoOfPathname('/x/react-charts/bars/')).toEqual({
      productId: 'x-charts',
      productCategoryId: 'x',
    });
    expect(productInfoOfPathname('/x/whats-new/')).toEqual({
      productId: 'x',
      productCategoryId: 'x',
    });
    expect(productInfoOfPathname('/versions/')).toEqual({
      productId: 'docs',
      productCategoryId: 'docs',
    });
    expect(productInfoOfPathname('/blog/')).toEqual({ productId: null, productCategoryId: null });
  });
});

describe('versionsFor', () => {
  it('gives X-wide versions on X pages outside a product, none elsewhere', () => {
    const xFamily = FAMILIES.find((family) => family.id === 'x')!;
    expect(versionsFor('x')).toBe(xFamily.versionsOutsideProducts);
    expect(versionsFor('x-tree-view')[0].text).toBe('v6.17.0');
    expect(versionsFor('docs')).toEqual([]);
    expect(versionsFor(null)).toEqual([]);
  });
});

describe('documentedVersion', () => {
  it("is the product's version, the X major on X-wide pages, and null elsewhere", () => {
    expect(documentedVersion('x-data-grid')).toBe('6.19.1');
    expect(documentedVersion('x-date-pickers')).toBe('6.19.0');
    expect(documentedVersion('joy-ui')).toBe('5.0.0-beta.52');
    expect(documentedVersion('x')).toBe('6');
    expect(documentedVersion('docs')).toBeNull();
    expect(documentedVersion(null)).toBeNull();
  });
});

describe('pageTitleSuffix', () => {
  it.each([
    ['/x/react-data-grid/editing', 'MUI X v6'],
    ['/x/introduction', 'MUI X v6'],
    ['/material-ui/getting-started', 'Material UI'],
    ['/joy-ui/getting-started', 'Joy UI'],
    ['/base-ui/react-button', 'Base UI'],
    ['/system/getting-started', 'MUI System'],
  ])('%s ends with %s', (pathname, suffix) => {
    expect(pageTitleSuffix(pathname)).toBe(suffix);
  });

  it('is null outside the families', () => {
    expect(pageTitleSuffix('/')).toBeNull();
    expect(pageTitleSuffix('/versions')).toBeNull();
    expect(pageTitleSuffix('/404')).toBeNull();
  });
});

describe('familyRedirects', () => {
  it("sends each family's bare folder to its landing page", () => {
    expect(familyRedirects()).toEqual([
      { source: '/x', destination: '/x/introduction/', permanent: false },
      { source: '/material-ui', destination: '/material-ui/getting-started/', permanent: false },
      { source: '/joy-ui', destination: '/joy-ui/getting-started/', permanent: false },
      { source: '/base-ui', destination: '/base-ui/getting-started/', permanent: false },
      { source: '/system', destination: '/system/getting-started/', permanent: false },
    ]);
  });
});
