// Writes everything under generated/ from the sources (run by dev, build and typecheck).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiProductJson } from '../src/docs/api/apiJson';
import type { DemoCodeFile } from '../src/docs/demo/demoData';
import type { DemoRecord } from '../src/docs/demo/demoRecord';
import { highlightToHtml } from '../src/docs/markdown/rehypeHighlight';
// The content modules alone: the source layer's index reads the navigation, which needs
// generated/apiPages.ts, written below.
import { listContentPathnames } from '../src/source/content/contentFiles';
import { loadFrontMatter } from '../src/source/content/frontMatter';
import { apiCacheKey } from './api/apiCache';
import { apiProductSpecs, mergeCoreRequests, type CoreApiRequest } from './api/apiProducts';
import { generateApiDocs } from './api/generateApiDocs';
import { renderApiPageIndex } from './api/renderApiPageIndex';
import { CORE_API_PAGE_PRODUCTS } from '../src/docs/api/apiPageIndex';
import { baseUiNavTabNames, coreNavApiPages } from '../src/docs/api/coreApiNames';
import { readRuntimeClassNames } from './api/runtimeClassNames';
import { buildDemoRecord, isTailwindDemo, type Highlight } from './demos/demoRecord';
import { buildErrorCodeTable } from './errors/buildErrorCodeTable';
import { errorTableCacheKey } from './errors/errorTableCacheKey';
import { installedVersions, readInstalledErrorMessages } from './errors/readInstalledErrorMessages';
import { demoNames, renderDemoComponents, renderDemoLoaders } from './demos/demoRegistry';
import {
  demoImports,
  demoScopeModulePath,
  renderDemoScopeLoaders,
  renderDemoScopeModule,
} from './demos/demoScopes';
import { createDemoDataReader, type DemoDataSources } from './demos/demoDataSources';
import { buildDemoSources, type DemoSources } from './demos/demoSources';
import { packageModuleOrder, renderGridModules } from './demos/packageModuleOrder';
import { compileTailwindDemoCss } from './demos/tailwindDemoCss';
import { writeSiteFonts } from './fonts/writeSiteFonts';
import { writeMaterialIconIndex } from './icons/writeMaterialIconIndex';
import { writePlaygrounds } from './playground/writePlaygrounds';
import { readSandboxVersionInputs } from './sandbox/readSandboxVersionInputs';
import { buildSandboxVersions } from './sandbox/sandboxVersionTable';
import { readSystemProperties } from './system/readSystemProperties';

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
  dataModules: readonly DemoDataSources[],
): Promise<{ file: string; url: string; unchanged: boolean }> {
  const file = path.join(DEMO_CODE_DIR, `${name}.json`);
  const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);
  const sameCode = (current: DemoCodeFile) =>
    current.ts.code === sources.ts &&
    current.js.code === sources.js &&
    JSON.stringify((current.dataModules ?? []).map((module) => [module.name, module.ts.code])) ===
      JSON.stringify(dataModules.map((module) => [module.name, module.ts]));
  let text: string | null = null;
  let unchanged = false;
  try {
    const current = JSON.parse(readFileSync(file, 'utf8')) as DemoCodeFile;
    if (sameCode(current)) {
      text = readFileSync(file, 'utf8');
      unchanged = true;
    }
  } catch {
    // not written yet
  }
  if (text === null) {
    const code: DemoCodeFile = {
      ts: { code: sources.ts, html: await highlightToHtml(sources.ts, 'tsx') },
      js: { code: sources.js, html: await highlightToHtml(sources.js, 'jsx') },
    };
    if (dataModules.length > 0) {
      code.dataModules = await Promise.all(
        dataModules.map(async (module) => ({
          name: module.name,
          ts: { code: module.ts, html: await highlightToHtml(module.ts, 'ts') },
          js: { code: module.js, html: await highlightToHtml(module.js, 'js') },
        })),
      );
    }
    text = JSON.stringify(code);
    writeIfChanged(file, text);
  }
  return { file, url: `/demo-code/${name}.json?v=${hash(text)}`, unchanged };
}

/**
 * The highlighter for a demo whose code has not changed since the last run: it gives back the
 * preview its record already holds (highlighting every preview again takes seconds).
 */
function previewHighlightOf(recordFile: string, sources: DemoSources): Highlight {
  let preview: DemoRecord['preview'] = null;
  try {
    const previous = JSON.parse(readFileSync(recordFile, 'utf8')) as Partial<DemoRecord>;
    // Earlier versions of this script wrote the plain sources there, without a kind.
    preview = previous.kind ? (previous.preview ?? null) : null;
  } catch {
    // not written yet
  }
  if (!preview || !sources.preview) {
    return highlightToHtml;
  }
  const { ts, js } = preview;
  return async (_code, language) => (language === 'tsx' ? ts : js);
}

/**
 * Every demo in one pass over content/. Per demo: its record (generated/demos/<name>.json,
 * which the page's props carry; a Tailwind CSS demo's compiled classes included), its full
 * highlighted code (public/demo-code/<name>.json, fetched on demand) and its live-editing
 * scope (generated/demoScopes/<name>.ts, a chunk of its own); then the modules that map names
 * to imports webpack can split on.
 */
async function generateDemos(): Promise<void> {
  const names = demoNames(readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }));
  const written = new Set<string>();
  const dataReader = createDemoDataReader(CONTENT);
  const write = (file: string, text: string) => {
    writeIfChanged(file, text);
    written.add(file);
  };
  for (const name of names) {
    const file = path.join(CONTENT, `${name}.tsx`);
    const typescript = readFileSync(file, 'utf8');
    const sources = await buildDemoSources(typescript, file);
    const dataModules = await dataReader.modulesOf(typescript, path.relative(ROOT, file));
    const code = await writeDemoCode(name, sources, dataModules);
    written.add(code.file);
    const recordFile = path.join(GENERATED, 'demos', `${name}.json`);
    const highlight = code.unchanged ? previewHighlightOf(recordFile, sources) : highlightToHtml;
    const tailwind = isTailwindDemo(name)
      ? await compileTailwindDemoCss(typescript, name)
      : undefined;
    const record = await buildDemoRecord({ name, sources, codeUrl: code.url, tailwind }, highlight);
    write(recordFile, `${JSON.stringify(record, null, 2)}\n`);
    write(
      path.join(GENERATED, demoScopeModulePath(name)),
      renderDemoScopeModule(name, demoImports(typescript, file)),
    );
  }
  // A demo that was renamed or removed leaves nothing behind.
  removeStaleFiles(DEMO_CODE_DIR, written, '.json');
  removeStaleFiles(path.join(GENERATED, 'demos'), written, '.json');
  removeStaleFiles(path.join(GENERATED, 'demoScopes'), written, '.ts');
  // The registry module of earlier versions of this script, which no longer type-checks.
  rmSync(path.join(GENERATED, 'demoRegistry.ts'), { force: true });
  writeIfChanged(path.join(GENERATED, 'demoLoaders.ts'), renderDemoLoaders(names));
  writeIfChanged(path.join(GENERATED, 'demoComponents.ts'), renderDemoComponents(names));
  writeIfChanged(path.join(GENERATED, 'demoScopeLoaders.ts'), renderDemoScopeLoaders(names));
  generateGridModules();
  console.log(`generated/: ${names.length} demos (records, code, live-editing scopes, loaders)`);
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

/**
 * The components and hooks the core families document: every API page their
 * navigation lists (Material UI, Joy UI, System), every name Base UI's docs
 * tabs list in the navigation, and whatever guide pages list in their front matter.
 */
function coreApiRequests(): CoreApiRequest[] {
  const requests: CoreApiRequest[] = CORE_API_PAGE_PRODUCTS.map((family) => ({
    family,
    components: coreNavApiPages(family).map((page) => page.name),
    hooks: [],
  }));
  for (const [tab, names] of baseUiNavTabNames()) {
    const hooksTab = tab.endsWith('/hooks-api');
    requests.push({
      family: 'base-ui',
      components: hooksTab ? [] : names,
      hooks: hooksTab ? names : [],
    });
  }
  for (const pathname of listContentPathnames(CONTENT)) {
    const family = pathname.split('/')[1];
    if (family !== 'base-ui') {
      continue; // other families' front matter names must be among the pages above
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
  // The X products and the core families are read by separate compiler programs: the order
  // the checker gives an inline union's members depends on every file a program reads.
  const classNames = readRuntimeClassNames(specs);
  const runs = [specs.filter((spec) => !spec.core), specs.filter((spec) => spec.core)].map(
    (group) => generateApiDocs({ products: group, classNames }),
  );
  const products = runs.flatMap((run) => run.products);
  const excluded = runs.flatMap((run) => run.excluded);
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

/**
 * The production error table (`generated/errorCodes.json`): each error code of the installed
 * MUI core packages with its development message, read from their compiled code. Skipped when
 * the packages' versions and the extractor are what the last run saw.
 */
function generateErrorCodes(): void {
  const started = performance.now();
  const nodeModules = path.join(ROOT, 'node_modules');
  const output = path.join(GENERATED, 'errorCodes.json');
  const keyFile = path.join(GENERATED, 'errorCodes.cache-key.txt');
  const sources = [
    ...readdirSync(path.join(ROOT, 'scripts', 'errors'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `scripts/errors/${file}`),
    'src/productionError/errorCodeTable.ts',
  ].map((file) => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
  const key = errorTableCacheKey(installedVersions(nodeModules), sources);
  if (existsSync(output) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    console.log('generated/errorCodes.json: up to date with the installed packages');
    return;
  }
  const { packages, found, parsedFiles } = readInstalledErrorMessages(nodeModules);
  const table = buildErrorCodeTable(found, packages);
  writeIfChanged(output, `${JSON.stringify(table, null, 2)}\n`);
  writeFileSync(keyFile, key);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `generated/errorCodes.json: ${Object.keys(table.codes).length} error codes from ${found.length} calls in ${parsedFiles} files in ${seconds} s`,
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

/** The system properties of the `sx` prop, read from the installed `@mui/system` (`/system/properties/`). */
function generateSystemProperties(): void {
  const table = readSystemProperties(ROOT);
  writeIfChanged(
    path.join(GENERATED, 'systemProperties.json'),
    `${JSON.stringify(table, null, 2)}\n`,
  );
  console.log(
    `generated/systemProperties.json: ${table.rows.length} sx properties of @mui/system ${table.packageVersion}`,
  );
}

/**
 * Each component's props playground (a chunk per component, its loader, the index API pages
 * read), from the API data and the presets under content/api-playground/.
 */
async function generatePlaygrounds(): Promise<void> {
  const products = readdirSync(API_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(API_DIR, file), 'utf8')) as ApiProductJson);
  const index = await writePlaygrounds({
    root: ROOT,
    generated: GENERATED,
    products,
    writeIfChanged,
  });
  const totals = Object.values(index.coverage).reduce(
    (sum, item) => ({
      components: sum.components + item.components,
      playgrounds: sum.playgrounds + item.playgrounds,
      presets: sum.presets + item.presets,
      controls: sum.controls + item.controls,
    }),
    { components: 0, playgrounds: 0, presets: 0, controls: 0 },
  );
  console.log(
    `generated/playgrounds: ${totals.playgrounds} of ${totals.components} components (${totals.presets} with a preset), ${totals.controls} controls`,
  );
}

/** The argument that runs the demos' part alone, in the child process `main` starts. */
const DEMOS_ONLY = '--demos-only';

/**
 * Runs generateDemos in a child process (this script with DEMOS_ONLY), so the demos (mostly
 * highlighting their code) and the parts that do not read them use a core each.
 */
function generateDemosInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1], DEMOS_ONLY], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The demos' part of generate failed (${signal ?? `exit ${code}`}).`)),
    );
  });
}

async function main(): Promise<void> {
  mkdirSync(GENERATED, { recursive: true });
  if (process.argv.includes(DEMOS_ONLY)) {
    await generateDemos();
    return;
  }
  const demos = generateDemosInChild();
  // A failure here still waits for the child, so no half-written demo outlives this process.
  try {
    generateSandboxVersions();
    generateSystemProperties();
    generateApi();
    generateErrorCodes();
    await generatePlaygrounds();
    writeMaterialIconIndex({ root: ROOT, generated: GENERATED, writeIfChanged });
    writeSiteFonts({ root: ROOT, generated: GENERATED, writeIfChanged });
  } finally {
    await demos.catch(() => undefined);
  }
  await demos;
  // The search index and the markdown twins read the demos' records.
  // Imported only now: the index reads the navigation, which needs generated/apiPages.ts.
  const { writeSearchIndex } = await import('./search/writeSearchIndex');
  await writeSearchIndex({ root: ROOT, generated: GENERATED, writeIfChanged });
  // Every page as markdown (its `.md` twin) and the llms files, from the same source layer.
  const { writeMarkdownTwins } = await import('./markdown/writeMarkdownTwins');
  await writeMarkdownTwins({ root: ROOT, generated: GENERATED, writeIfChanged });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
