// Reads the API reference `npm run generate` writes to generated/api/<product>.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiEntryJson, ApiProductId, ApiProductJson } from '../../docs/api/apiJson';

const GENERATED_API = path.join(process.cwd(), 'generated', 'api');

/** One generated API file, as written. */
export function readApiProductFile(file: string): ApiProductJson {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run generate\` to build the API reference.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ApiProductJson;
}

const products = new Map<ApiProductId, ApiProductJson>();

/** One product's generated API, read once per build worker. */
export function loadApiProduct(product: ApiProductId): ApiProductJson {
  let loaded = products.get(product);
  if (!loaded) {
    loaded = readApiProductFile(path.join(GENERATED_API, `${product}.json`));
    products.set(product, loaded);
  }
  return loaded;
}

/** A product's components, interfaces and hooks, in that order. */
export function entriesOf(product: ApiProductJson): ApiEntryJson[] {
  return [...product.components, ...product.interfaces, ...product.hooks];
}
