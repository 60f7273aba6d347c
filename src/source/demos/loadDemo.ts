import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoRecord } from '../../docs/demo/demoRecord';

/** Where `npm run generate` writes each demo's record: generated/demos/<name>.json. */
const GENERATED_DEMOS = path.join(process.cwd(), 'generated', 'demos');

/** The record of a demo by name (`x/react-data-grid/BasicDataGrid`); build time only. */
export function loadDemoRecord(name: string): DemoRecord {
  const file = path.join(GENERATED_DEMOS, `${name}.json`);
  if (!existsSync(file)) {
    throw new Error(
      `There is no demo "${name}": content/${name}.tsx does not exist (or \`npm run generate\` has not run): add the file or fix the name.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as DemoRecord;
}

/** Reads the record of the demo a page shows (`::demo{file="…"}`); build time only. */
export async function loadDemo(pageKey: string, file: string): Promise<DemoRecord> {
  const name = `${pageKey.slice(1)}/${file}`;
  if (!existsSync(path.join(GENERATED_DEMOS, `${name}.json`))) {
    throw new Error(
      `content${pageKey}.md shows the demo "${file}", but content/${name}.tsx does not exist (or \`npm run generate\` has not run): add the file or fix the name.`,
    );
  }
  return loadDemoRecord(name);
}

/** Every demo's name, sorted (the playground's pages); build time only. */
export function listDemoNames(): string[] {
  if (!existsSync(GENERATED_DEMOS)) {
    throw new Error('generated/demos/ does not exist: run `npm run generate`.');
  }
  return readdirSync(GENERATED_DEMOS, { recursive: true, encoding: 'utf8' })
    .filter((relativePath) => relativePath.endsWith('.json'))
    .map((relativePath) => relativePath.replace(/\\/g, '/').replace(/\.json$/, ''))
    .sort();
}
