// Writes everything under generated/ from the sources (run by dev, build and typecheck).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderDemoRegistry, toRegistryEntries } from './demos/demoRegistry';
import { buildDemoSources } from './demos/demoSources';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONTENT = path.join(ROOT, 'content');
const GENERATED = path.join(ROOT, 'generated');

/** Writes a file only when its text changes, so watchers and caches stay quiet. */
function writeIfChanged(file: string, text: string): void {
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current !== text) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

async function main(): Promise<void> {
  const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).map((relativePath) => ({
    relativePath,
  }));
  const entries = toRegistryEntries(files);
  writeIfChanged(path.join(GENERATED, 'demoRegistry.ts'), renderDemoRegistry(entries));
  for (const entry of entries) {
    const file = path.join(CONTENT, `${entry.name}.tsx`);
    const sources = await buildDemoSources(readFileSync(file, 'utf8'), file);
    writeIfChanged(
      path.join(GENERATED, 'demos', `${entry.name}.json`),
      `${JSON.stringify(sources, null, 2)}\n`,
    );
  }
  console.log(`generated/: ${entries.length} demos (registry, JavaScript variants, previews)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
