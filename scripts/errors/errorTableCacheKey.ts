import { createHash } from 'node:crypto';

/**
 * The key the generated error table is cached under: the packages read, at their installed
 * versions, and the extractor's own source. The same key means the same table.
 */
export function errorTableCacheKey(
  packages: readonly { name: string; version: string }[],
  generatorSources: readonly { path: string; text: string }[],
): string {
  const hash = createHash('sha256');
  for (const { name, version } of [...packages].sort((a, b) => a.name.localeCompare(b.name))) {
    hash.update(`${name}@${version}\n`);
  }
  for (const source of [...generatorSources].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(source.path);
    hash.update(source.text);
  }
  return hash.digest('hex');
}
