import { describe, expect, it } from 'vitest';
import { PRODUCTS, productOfPathname } from '../../products';
import {
  CORE_API_PAGE_PRODUCTS,
  X_API_PRODUCTS,
  apiPageKey,
  apiRoutePrefixOf,
  parseApiPageKey,
} from './apiPageIndex';

describe('X_API_PRODUCTS', () => {
  it("names exactly the API folders of the product registry's X products", () => {
    const folders = PRODUCTS.filter((product) => product.category === 'x').map(
      (product) => product.apiRoutePrefix,
    );
    expect(folders).toEqual(X_API_PRODUCTS.map((product) => `/x/api/${product}`));
  });

  it('gives each API page key a URL the registry attributes to its product', () => {
    for (const product of X_API_PRODUCTS) {
      const url = apiPageKey(product, 'SomeComponent').replace('/api-docs/', '/api/');
      expect(productOfPathname(url)?.apiRoutePrefix).toBe(`/x/api/${product}`);
    }
  });
});

describe('core API pages', () => {
  it('keys each core family page under its registry folder, and parses the key back', () => {
    expect(CORE_API_PAGE_PRODUCTS.map((product) => apiRoutePrefixOf(product))).toEqual([
      '/material-ui/api',
      '/joy-ui/api',
      '/system/api',
    ]);
    expect(apiPageKey('material-ui', 'ButtonBase')).toBe('/material-ui/api-docs/button-base');
    expect(parseApiPageKey('/joy-ui/api-docs/button')).toEqual({
      product: 'joy-ui',
      slug: 'button',
    });
    expect(parseApiPageKey('/x/api-docs/charts')).toEqual({ product: 'charts', slug: null });
    // A core family has no index page, and a guide page is not an API page.
    expect(parseApiPageKey('/material-ui/api-docs')).toBeNull();
    expect(parseApiPageKey('/material-ui/react-button')).toBeNull();
  });
});
