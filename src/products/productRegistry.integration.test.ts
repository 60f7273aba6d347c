import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES, PRODUCTS } from './productRegistry';

function installedVersion(packageName: string): string {
  const file = path.join(process.cwd(), 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('products', () => {
  it.each(
    PRODUCTS.flatMap((product) =>
      [product.packageName, ...(product.planPackageNames ?? [])].map(
        (name) => [name, product] as const,
      ),
    ),
  )('%s documents the installed version', (packageName, product) => {
    expect(product.version).toBe(installedVersion(packageName));
  });

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

  it("keeps each product's pages inside its family's folder", () => {
    for (const product of PRODUCTS) {
      const family = FAMILIES.find((entry) => entry.id === product.family)!;
      expect(product.category).toBe(family.category);
      for (const prefix of [product.routePrefix, product.apiRoutePrefix, product.href]) {
        if (prefix !== undefined) {
          expect(`${prefix}/`.startsWith(`${family.routePrefix}/`), prefix).toBe(true);
        }
      }
    }
  });

  it('gives every family a landing page inside it and at least one product', () => {
    for (const family of FAMILIES) {
      expect(family.landingHref.startsWith(`${family.routePrefix}/`)).toBe(true);
      expect(PRODUCTS.some((product) => product.family === family.id)).toBe(true);
    }
  });
});
