import { describe, expect, it } from 'vitest';
import { PRODUCTS, productOfPathname } from '../../products';
import { X_API_PRODUCTS, apiPageKey } from './apiPageIndex';

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
