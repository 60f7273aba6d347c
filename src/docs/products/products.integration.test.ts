import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, findProduct } from './products';

function installedVersion(packageName: string): string {
  const file = path.join(process.cwd(), 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('products', () => {
  it.each(PRODUCTS.map((product) => [product.packageName, product]))(
    '%s documents the installed version',
    (packageName, product) => {
      expect(product.version).toBe(installedVersion(packageName));
    },
  );

  it('has exactly one current version per product, pointing inside the site', () => {
    for (const product of PRODUCTS) {
      const current = product.versions.filter((entry) => entry.current);
      expect(current).toHaveLength(1);
      expect(current[0].href).toBe(product.href);
      expect(current[0].text).toBe(`v${product.version}`);
      for (const other of product.versions.filter((entry) => !entry.current)) {
        expect(other.href).toMatch(/^https:\/\//);
      }
    }
  });

  it('finds a product by id', () => {
    expect(findProduct('x-charts')?.name).toBe('Charts');
    expect(findProduct(null)).toBeNull();
    expect(findProduct('x')).toBeNull();
  });
});

describe('versionsFor', () => {
  it('gives X-wide versions on X pages outside a product, none elsewhere', async () => {
    const { versionsFor, X_VERSIONS } = await import('./products');
    expect(versionsFor('x')).toBe(X_VERSIONS);
    expect(versionsFor('x-tree-view')[0].text).toBe('v6.17.0');
    expect(versionsFor('docs')).toEqual([]);
    expect(versionsFor(null)).toEqual([]);
  });
});

describe('documentedVersion', () => {
  it("is the product's version, the X major on X-wide pages, and null elsewhere", async () => {
    const { documentedVersion } = await import('./products');
    expect(documentedVersion('x-data-grid')).toBe('6.19.1');
    expect(documentedVersion('x-date-pickers')).toBe('6.19.0');
    expect(documentedVersion('joy-ui')).toBe('5.0.0-beta.52');
    expect(documentedVersion('x')).toBe('6');
    expect(documentedVersion('docs')).toBeNull();
    expect(documentedVersion(null)).toBeNull();
  });
});
