// Writes everything under generated/ from the sources (run by dev, build and typecheck).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderDemoRegistry, toRegistryEntries } from './demos/demoRegistry';

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
    writeFileSync(file, text);
  }
}

mkdirSync(GENERATED, { recursive: true });
const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).map((relativePath) => ({
  relativePath,
}));
const entries = toRegistryEntries(files);
writeIfChanged(path.join(GENERATED, 'demoRegistry.ts'), renderDemoRegistry(entries));
console.log(`generated/demoRegistry.ts: ${entries.length} demos`);
