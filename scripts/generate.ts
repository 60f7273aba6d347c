// Writes everything under generated/ from the sources (run by dev, build and typecheck).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoCodeFile } from '../src/docs/demo/demoData';
import { highlightToHtml } from '../src/docs/markdown/rehypeHighlight';
// The content modules alone: the source layer's index reads the navigation, which needs
// generated/apiPages.ts, written below.
import { listContentPathnames } from '../src/source/content/contentFiles';
import { loadFrontMatter } from '../src/source/content/frontMatter';
import { apiCacheKey } from './api/apiCache';
import { apiProductSpecs, mergeCoreRequests, type CoreApiRequest } from './api/apiProducts';
import { generateApiDocs } from './api/generateApiDocs';
import { renderApiPageIndex } from './api/renderApiPageIndex';
import { readRuntimeClassNames } from './api/runtimeClassNames';
import {
  isDemoFile,
  renderDemoComponents,
  renderDemoRegistry,
  toRegistryEntries,
  type DemoRegistryEntry,
} from './demos/demoRegistry';
import {
  demoImports,
  demoScopeModulePath,
  renderDemoScopeLoaders,
  renderDemoScopeModule,
} from './demos/demoScopes';
import { buildDemoSources, type DemoSources } from './demos/demoSources';
import { packageModuleOrder, renderGridModules } from './demos/packageModuleOrder';
import { readSandboxVersionInputs } from './sandbox/readSandboxVersionInputs';
import { buildSandboxVersions } from './sandbox/sandboxVersionTable';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONTENT = path.join(ROOT, 'content');
const GENERATED = path.join(ROOT, 'generated');
const API_DIR = path.join(GENERATED, 'api');
const API_CACHE_KEY = path.join(API_DIR, 'cache-key.txt');
/** Each demo's full code, highlighted, fetched by the page when the reader needs it. */
const DEMO_CODE_DIR = path.join(ROOT, 'public', 'demo-code');

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

/** Removes the files of a folder that this run did not write (renamed or deleted demos). */
function removeStaleFiles(folder: string, written: ReadonlySet<string>, extension: string): void {
  const existing = existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
    : [];
  for (const relativePath of existing) {
    const file = path.join(folder, relativePath);
    if (file.endsWith(extension) && !written.has(file)) {
      rmSync(file);
    }
  }
}

/**
 * Writes a demo's full code, both variants highlighted, to `public/demo-code/<name>.json`
 * and returns its URL, versioned by content. Pages carry only the short preview; the
 * full code costs nothing until the reader points at the demo. A file whose sources have
 * not changed is not highlighted again.
 */
async function writeDemoCode(
  name: string,
  sources: DemoSources,
): Promise<{ file: string; url: string }> {
  const file = path.join(DEMO_CODE_DIR, `${name}.json`);
  const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);
  let text: string | null = null;
  try {
    const current = JSON.parse(readFileSync(file, 'utf8')) as DemoCodeFile;
    if (current.ts.code === sources.ts && current.js.code === sources.js) {
      text = readFileSync(file, 'utf8');
    }
  } catch {
    // not written yet
  }
  if (text === null) {
    const code: DemoCodeFile = {
      ts: { code: sources.ts, html: await highlightToHtml(sources.ts, 'tsx') },
      js: { code: sources.js, html: await highlightToHtml(sources.js, 'jsx') },
    };
    text = JSON.stringify(code);
    writeIfChanged(file, text);
  }
  return { file, url: `/demo-code/${name}.json?v=${hash(text)}` };
}

/** The demo registry, and each demo's sources: TypeScript, generated JavaScript, previews. */
async function generateDemos(): Promise<void> {
  const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).map((relativePath) => ({
    relativePath,
    source: isDemoFile(relativePath)
      ? readFileSync(path.join(CONTENT, relativePath), 'utf8')
      : undefined,
  }));
  const entries = toRegistryEntries(files);
  writeIfChanged(path.join(GENERATED, 'demoRegistry.ts'), renderDemoRegistry(entries));
  writeIfChanged(path.join(GENERATED, 'demoComponents.ts'), renderDemoComponents(entries));
  const codeFiles = new Set<string>();
  for (const entry of entries) {
    const file = path.join(CONTENT, `${entry.name}.tsx`);
    const sources = await buildDemoSources(readFileSync(file, 'utf8'), file);
    const code = await writeDemoCode(entry.name, sources);
    codeFiles.add(code.file);
    writeIfChanged(
      path.join(GENERATED, 'demos', `${entry.name}.json`),
      `${JSON.stringify({ ...sources, codeUrl: code.url }, null, 2)}\n`,
    );
  }
  removeStaleFiles(DEMO_CODE_DIR, codeFiles, '.json');
  generateDemoScopes(entries);
  generateGridModules();
  console.log(`generated/: ${entries.length} demos (registry, JavaScript variants, previews)`);
}

/** The data grid's modules in an order they can evaluate one at a time (see renderGridModules). */
function generateGridModules(): void {
  const packageName = '@mui/x-data-grid';
  const packageRoot = path.join(ROOT, 'node_modules', packageName);
  const order = packageModuleOrder('DataGrid/index.js', (relativePath) => {
    const file = path.join(packageRoot, relativePath);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  writeIfChanged(path.join(GENERATED, 'gridModules.ts'), renderGridModules(packageName, order));
}

/** Each demo's live-editing scope (the modules it imports) and the map of their loaders. */
function generateDemoScopes(entries: readonly DemoRegistryEntry[]): void {
  const written = new Set<string>();
  for (const entry of entries) {
    const file = path.join(CONTENT, `${entry.name}.tsx`);
    const specifiers = demoImports(readFileSync(file, 'utf8'), file);
    const target = path.join(GENERATED, demoScopeModulePath(entry.name));
    writeIfChanged(target, renderDemoScopeModule(entry.name, specifiers));
    written.add(target);
  }
  // A demo that was renamed or removed leaves no stale scope behind.
  removeStaleFiles(path.join(GENERATED, 'demoScopes'), written, '.ts');
  writeIfChanged(
    path.join(GENERATED, 'demoScopeLoaders.ts'),
    renderDemoScopeLoaders(entries.map((entry) => entry.name)),
  );
}

/** The components and hooks the core families' guide pages document, from their front matter. */
function coreApiRequests(): CoreApiRequest[] {
  const requests: CoreApiRequest[] = [];
  for (const pathname of listContentPathnames(CONTENT)) {
    const family = pathname.split('/')[1];
    if (family === 'x') {
      continue;
    }
    const { components = [], hooks = [] } = loadFrontMatter(pathname, CONTENT);
    if (components.length > 0 || hooks.length > 0) {
      requests.push({ family, components, hooks });
    }
  }
  return mergeCoreRequests(requests);
}

function generatorSources(): { path: string; text: string }[] {
  const files = [
    ...readdirSync(path.join(ROOT, 'scripts', 'api')).map((file) => `scripts/api/${file}`),
    'src/docs/api/apiJson.ts',
    'src/docs/api/apiSlug.ts',
    'src/docs/api/apiPageIndex.ts',
  ].filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return files.map((file) => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

function generateApi(): void {
  const started = performance.now();
  const specs = apiProductSpecs(path.join(ROOT, 'node_modules'), coreApiRequests());
  const key = apiCacheKey(specs, generatorSources());
  const outputs = specs.map((spec) => path.join(API_DIR, `${spec.product}.json`));
  const index = path.join(GENERATED, 'apiPages.ts');
  if (
    existsSync(API_CACHE_KEY) &&
    readFileSync(API_CACHE_KEY, 'utf8') === key &&
    [...outputs, index].every((file) => existsSync(file))
  ) {
    console.log('generated/api: up to date with the installed packages');
    return;
  }
  mkdirSync(API_DIR, { recursive: true });
  const { products, excluded } = generateApiDocs({
    products: specs,
    classNames: readRuntimeClassNames(specs),
  });
  for (const product of products) {
    writeIfChanged(path.join(API_DIR, `${product.product}.json`), `${JSON.stringify(product)}\n`);
  }
  writeIfChanged(index, renderApiPageIndex(products));
  writeFileSync(API_CACHE_KEY, key);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counts = products
    .map(
      (product) =>
        `${product.product} ${product.components.length + product.interfaces.length + product.hooks.length}`,
    )
    .join(', ');
  console.log(`generated/api: ${counts} API entries in ${seconds} s`);
  console.log(
    `  left out: ${excluded.length} exports (${[...new Set(excluded.map((entry) => entry.reason))].join(', ')})`,
  );
}

/** The versions sandbox exports resolve a demo's dependencies to, from the installed packages. */
function generateSandboxVersions(): void {
  const versions = buildSandboxVersions(readSandboxVersionInputs(ROOT));
  writeIfChanged(
    path.join(GENERATED, 'sandboxVersions.json'),
    `${JSON.stringify(versions, null, 2)}\n`,
  );
  console.log(
    `generated/sandboxVersions.json: ${Object.keys(versions.packages).length} packages, ${Object.keys(versions.dateAdapters).length} date adapters`,
  );
}

async function main(): Promise<void> {
  mkdirSync(GENERATED, { recursive: true });
  await generateDemos();
  generateSandboxVersions();
  generateApi();
  // Imported only now: the index reads the navigation, which needs generated/apiPages.ts.
  const { writeSearchIndex } = await import('./search/writeSearchIndex');
  await writeSearchIndex({ root: ROOT, generated: GENERATED, writeIfChanged });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
