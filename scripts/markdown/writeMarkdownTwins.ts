import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isLanguage, type Language } from '../../src/docs/routing/languages';
import { markdownTwinUrl } from '../../src/docs/routing/markdownTwinUrl';
import { pathnameToPageKey } from '../../src/docs/routing/pageKey';
import { pathnameToLanguage } from '../../src/docs/routing/pathnameToLanguage';
import { FAMILIES, PRODUCTS } from '../../src/products';
import {
  apiTabsOf,
  getStaticPaths,
  loadApiProduct,
  siteTrees,
  STANDALONE_PAGES,
} from '../../src/source';
import { API_PAGE_PRODUCTS } from '../../src/docs/api/apiPageIndex';
import { llmsFiles, type LlmsFiles } from './llmsFiles';
import { createPageMarkdownBuilder, type PageMarkdown } from './pageMarkdown';

/**
 * The twins and llms files are written into `public/` at their own addresses
 * (`public/x/react-data-grid/editing.md`, `public/llms.txt`), git-ignored, so Next serves them
 * as static files (`text/markdown` and `text/plain`, charset UTF-8). A rewrite from a folder of
 * their own would do the same, but any rewrite puts Next's rewrite resolver (3 kB gzipped) into
 * every page's scripts. The files a run wrote are listed in `generated/markdownTwins.files.json`,
 * so the next run removes those no page writes any more and nothing else.
 */
export const MARKDOWN_FILES_LIST = 'markdownTwins.files.json';

/** Every served page (`getStaticPaths`, both languages) as a page key and a language. */
export function servedPages(): { pageKey: string; language: Language }[] {
  return getStaticPaths().paths.map((entry) => {
    const slug = typeof entry === 'string' ? entry : (entry.params.slug ?? []);
    const url = `/${(Array.isArray(slug) ? slug : [slug]).join('/')}`;
    const { userLanguage } = pathnameToLanguage(url);
    if (!isLanguage(userLanguage)) {
      throw new Error(`${url} is served in "${userLanguage}", which is not a site language.`);
    }
    return { pageKey: pathnameToPageKey(url), language: userLanguage };
  });
}

export interface MarkdownTwins {
  /** Every twin, by its URL (`/x/react-data-grid/editing.md`). */
  twins: Map<string, PageMarkdown>;
  /** The llms files, by path below the root. */
  llms: LlmsFiles;
}

/** The versions of packages the API pages document beside their products' own (`@mui/lab`). */
function apiPackageVersions(): Record<string, string> {
  return Object.fromEntries(
    [...API_PAGE_PRODUCTS, 'base-ui' as const]
      .flatMap((product) => loadApiProduct(product).packages)
      .map((pkg) => [pkg.name, pkg.version]),
  );
}

/** Builds every page's twin and the llms files from the source layer (nothing is written). */
export async function buildMarkdownTwins(): Promise<MarkdownTwins> {
  const build = createPageMarkdownBuilder();
  const twins = new Map<string, PageMarkdown>();
  const english = new Map<string, PageMarkdown>();
  for (const { pageKey, language } of servedPages()) {
    const page = await build(pageKey, language);
    twins.set(markdownTwinUrl(pageKey, language), page);
    if (language === 'en') {
      english.set(pageKey, page);
    }
  }
  const llms = llmsFiles({
    families: FAMILIES,
    products: PRODUCTS,
    apiPackageVersions: apiPackageVersions(),
    order: siteTrees().order,
    pagesAfter: (pageKey) =>
      apiTabsOf(pageKey)
        .map((tab) => `${pageKey}/${tab}`)
        .filter((tabKey) => english.has(tabKey)),
    standalone: Object.keys(STANDALONE_PAGES),
    pages: english,
  });
  return { twins, llms };
}

/** Removes the files the last run listed that this run did not write (pages gone or renamed). */
function removeStale(publicDir: string, listFile: string, written: readonly string[]): void {
  const previous: string[] = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as string[])
    : [];
  const current = new Set(written);
  for (const relative of previous) {
    if (!current.has(relative)) {
      rmSync(path.join(publicDir, relative), { force: true });
    }
  }
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} kB`;
}

/**
 * What the twins are made from: the site's code (page resolution, API views, dictionaries,
 * registry, trees), the content, the generated API reference and demo records, the installed
 * versions (the changelog page) and this generator. Unchanged inputs, unchanged twins.
 */
const CACHE_INPUTS = [
  'src',
  'content',
  path.join('scripts', 'markdown'),
  path.join('scripts', 'demos', 'demoDataSources.ts'),
  path.join('generated', 'api'),
  path.join('generated', 'apiPages.ts'),
  path.join('generated', 'demos'),
  'package-lock.json',
];

function cacheKey(root: string): string {
  const hash = createHash('sha256');
  for (const input of CACHE_INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) {
      continue;
    }
    const files = statSync(full).isFile()
      ? [input]
      : readdirSync(full, { recursive: true, encoding: 'utf8' })
          .map((file) => path.join(input, file))
          .filter((file) => statSync(path.join(root, file)).isFile())
          .sort();
    for (const file of files) {
      hash.update(file.replace(/\\/g, '/'));
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

/**
 * Writes every page's markdown twin and the llms files into `public/` at their addresses (the
 * files no page writes any more are removed) and says how many, how large and how long it took. Skipped
 * while its inputs are those of the last run (`generated/markdownTwins.cache-key.txt`).
 */
export async function writeMarkdownTwins(options: {
  root: string;
  generated: string;
  writeIfChanged: (file: string, text: string) => void;
}): Promise<void> {
  const started = performance.now();
  const publicDir = path.join(options.root, 'public');
  const keyFile = path.join(options.generated, 'markdownTwins.cache-key.txt');
  const listFile = path.join(options.generated, MARKDOWN_FILES_LIST);
  const key = cacheKey(options.root);
  if (
    existsSync(keyFile) &&
    readFileSync(keyFile, 'utf8') === key &&
    existsSync(path.join(publicDir, 'llms.txt'))
  ) {
    console.log('public/: the markdown twins and llms files are up to date with the sources');
    return;
  }
  const { twins, llms } = await buildMarkdownTwins();
  const written: string[] = [];
  const write = (relative: string, text: string) => {
    options.writeIfChanged(path.join(publicDir, relative), text);
    written.push(relative);
  };
  for (const [url, page] of twins) {
    write(url.slice(1), `${page.markdown}\n`);
  }
  for (const [relative, text] of Object.entries(llms)) {
    write(relative, text);
  }
  removeStale(publicDir, listFile, written);
  writeFileSync(listFile, `${JSON.stringify(written.sort(), null, 1)}\n`);
  writeFileSync(keyFile, key);
  const sizes = Object.entries(llms)
    .map(
      ([relative, text]) =>
        `${relative} ${kilobytes(Buffer.byteLength(text))} (${kilobytes(gzipSync(text).length)} gzip)`,
    )
    .join(', ');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `public/: ${twins.size} markdown twins (.md) and the llms files in ${seconds} s: ${sizes}`,
  );
}
