import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiProductSpec } from './apiSources';
import { listEntryPoints } from './packageEntryPoints';

const require = createRequire(import.meta.url);

function isClassNameMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * The global class names of every `*Classes` object the packages export, by
 * export name. Their declarations type each class as `string`, so the values
 * come from the packages' CommonJS builds (each entry point's `main`).
 */
export function readRuntimeClassNames(
  products: readonly ApiProductSpec[],
): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const product of products) {
    for (const pkg of product.packages) {
      for (const entry of listEntryPoints(pkg.name, pkg.dir)) {
        const moduleDir = entry.folder ? path.join(pkg.dir, entry.folder) : pkg.dir;
        let exports: Record<string, unknown>;
        try {
          exports = require(moduleDir) as Record<string, unknown>;
        } catch {
          continue; // an entry without a CommonJS build (types only)
        }
        for (const [name, value] of Object.entries(exports)) {
          if (/Classes$/.test(name) && !found[name] && isClassNameMap(value)) {
            found[name] = value;
          }
        }
      }
    }
  }
  return found;
}
