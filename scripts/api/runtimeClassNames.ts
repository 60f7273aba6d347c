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

/** Global class names by package, then export name (`buttonClasses`), then key. */
export type RuntimeClassNames = Record<string, Record<string, Record<string, string>>>;

/**
 * The global class names of every `*Classes` object the packages export, by
 * package then export name (Material UI, Joy UI and Base UI each export a
 * `buttonClasses`). Their declarations type each class as `string`, so the values
 * come from the packages' CommonJS builds (each entry point's `main`).
 */
export function readRuntimeClassNames(products: readonly ApiProductSpec[]): RuntimeClassNames {
  const byPackage: RuntimeClassNames = {};
  for (const product of products) {
    for (const pkg of product.packages) {
      const found = (byPackage[pkg.name] ??= {});
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
  return byPackage;
}
