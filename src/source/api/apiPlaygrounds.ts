// Which components have a props playground: generated/playgroundIndex.json (npm run generate).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { playgroundKey } from '../../docs/api/playground/playgroundModule';

const INDEX = path.join(process.cwd(), 'generated', 'playgroundIndex.json');

let keys: ReadonlySet<string> | null = null;

/** The key of a component's playground chunk, or null when it has none; read once per worker. */
export function playgroundOf(product: string, component: string): string | null {
  keys ??= new Set((JSON.parse(readFileSync(INDEX, 'utf8')) as { keys: string[] }).keys);
  const key = playgroundKey(product, component);
  return keys.has(key) ? key : null;
}
