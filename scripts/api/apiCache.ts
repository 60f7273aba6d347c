import { createHash } from 'node:crypto';
import type { ApiProductSpec } from './apiSources';

/**
 * The key the generated API JSON is cached under: the documented packages and
 * their versions, what each product documents, and the generator's own
 * source. The same key means the same output, so generation can be skipped.
 */
export function apiCacheKey(
  products: readonly ApiProductSpec[],
  generatorSources: readonly { path: string; text: string }[],
): string {
  const hash = createHash('sha256');
  for (const product of products) {
    hash.update(
      JSON.stringify({
        product: product.product,
        packages: product.packages.map((pkg) => `${pkg.name}@${pkg.version}`),
        components: product.components,
        hooks: product.hooks,
        interfaces: product.interfaces,
        groupedInterfaces: product.groupedInterfaces ?? [],
        interfaceAliases: product.interfaceAliases ?? {},
        interfaceVariants: product.interfaceVariants ?? {},
      }),
    );
  }
  for (const source of [...generatorSources].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(source.path);
    hash.update(source.text);
  }
  return hash.digest('hex');
}
