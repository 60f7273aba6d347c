import type { NavLeaf } from '../../src/docs/nav/types';
import { markdownTwinUrl } from '../../src/docs/routing/markdownTwinUrl';
import { pageKeyToUrl, SITE_NAME } from '../../src/docs/siteConfig';
import type { Family, FamilyId, Product } from '../../src/products';
import type { PageMarkdown } from './pageMarkdown';

/** What the llms files are made of: the registry, the navigation in order, and every twin. */
export interface LlmsInput {
  families: readonly Family[];
  products: readonly Product[];
  /** Versions of the packages API pages document beside a product's own (`@mui/lab`). */
  apiPackageVersions: Readonly<Record<string, string>>;
  /** Each family's pages in navigation order. */
  order: Readonly<Record<FamilyId, readonly NavLeaf[]>>;
  /** Pages outside the navigation that follow a page in the full files (a guide's API tabs). */
  pagesAfter: (pageKey: string) => readonly string[];
  /** Pages outside the families, first in the site-wide full file (home, versions). */
  standalone: readonly string[];
  /** English twins by page key. */
  pages: ReadonlyMap<string, PageMarkdown>;
}

/** The files, by path below the site's root (`llms.txt`, `x/llms-full.txt`). */
export type LlmsFiles = Record<string, string>;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `- Data Grid: @mui/x-data-grid, @mui/x-data-grid-pro, @mui/x-data-grid-premium 6.19.1`. */
function versionLines(products: readonly Product[], input: LlmsInput): string {
  return products
    .map((product) => {
      const packages = [product.packageName, ...(product.planPackageNames ?? [])]
        .map((name) => `\`${name}\``)
        .join(', ');
      const others = (product.apiPackageNames ?? [])
        .filter((name) => input.apiPackageVersions[name])
        .map((name) => `, with \`${name}\` ${input.apiPackageVersions[name]}`)
        .join('');
      return `- ${product.name}: ${packages} ${product.version}${others}`;
    })
    .join('\n');
}

function familyProducts(family: Family, input: LlmsInput): Product[] {
  return input.products.filter((product) => product.family === family.id);
}

function twin(pageKey: string, input: LlmsInput): PageMarkdown {
  const page = input.pages.get(pageKey);
  if (!page) {
    throw new Error(`The llms files list ${pageKey}, which has no markdown twin.`);
  }
  return page;
}

/** `## MUI X › Data Grid › Main features`: one section per navigation group, in order of appearance. */
function sectionTitle(family: Family, leaf: NavLeaf): string {
  return [family.name, ...leaf.groups].join(' › ');
}

/**
 * `/llms.txt`, after the llms.txt convention: the site's name, a summary, the documented
 * versions, then one section per navigation group (the family's name, then the group's path) with a `- [Title](url.md): description` item
 * per English page of the navigation, each listed once.
 */
export function llmsIndex(input: LlmsInput): string {
  const lines: string[] = [
    `# ${SITE_NAME}`,
    '',
    `> Documentation of MUI X v6 (the React Data Grid, Date and Time Pickers, Charts and Tree View) and of the MUI core families (${input.families
      .filter((family) => family.category === 'core')
      .map((family) => family.name)
      .join(
        ', ',
      )}): guides with live demos, and API reference generated from the installed packages.`,
    '',
    'The package versions documented:',
    '',
    versionLines(input.products, input),
    '',
    'Every page is also served as markdown at its URL plus `.md` (`/x/react-data-grid/editing/` → `/x/react-data-grid/editing.md`), which the links below lead to; each demo is there with its TypeScript source, each API page with its tables. Every page has a twin under `/zh/` (`/zh/x/react-data-grid/editing.md`), with the interface in Chinese and the same prose. All pages in full, in navigation order: [/llms-full.txt](/llms-full.txt), or one family at a time: ' +
      input.families
        .map((family) => `[/${family.id}/llms-full.txt](/${family.id}/llms-full.txt)`)
        .join(', ') +
      '.',
  ];
  // A group's pages stay together even where the navigation puts a subgroup between them.
  const sections = new Map<string, string[]>();
  for (const family of input.families) {
    for (const leaf of input.order[family.id]) {
      const title = sectionTitle(family, leaf);
      const page = twin(leaf.pathname, input);
      const planned = leaf.planned ? ' (planned)' : '';
      const items = sections.get(title) ?? [];
      items.push(
        `- [${leaf.title}](${markdownTwinUrl(leaf.pathname, 'en')})${planned}: ${oneLine(page.description)}`,
      );
      sections.set(title, items);
    }
  }
  for (const [title, items] of sections) {
    lines.push('', `## ${title}`, '', ...items);
  }
  return `${lines.join('\n')}\n`;
}

function fullFile(
  title: string,
  summary: string,
  products: readonly Product[],
  pageKeys: readonly string[],
  input: LlmsInput,
): string {
  const head = [
    `# ${title}`,
    `> ${summary}`,
    `The package versions documented:\n\n${versionLines(products, input)}`,
  ].join('\n\n');
  const pages = pageKeys.map((pageKey) => {
    const page = twin(pageKey, input);
    return `---\n\nSource: ${pageKeyToUrl(pageKey)}\n\n${page.markdown}`;
  });
  return `${[head, ...pages].join('\n\n')}\n`;
}

function familyPageKeys(family: Family, input: LlmsInput): string[] {
  return input.order[family.id].flatMap((leaf) => [
    leaf.pathname,
    ...input.pagesAfter(leaf.pathname),
  ]);
}

/**
 * `/llms.txt`, `/llms-full.txt` (every English page in navigation order, a guide's API tabs
 * after it) and one `/{family}/llms-full.txt` per family, each stating the versions it documents.
 */
export function llmsFiles(input: LlmsInput): LlmsFiles {
  const files: LlmsFiles = {
    'llms.txt': llmsIndex(input),
    'llms-full.txt': fullFile(
      `${SITE_NAME}: every page in full`,
      'Every English page of the site as markdown, in navigation order: the prose, each demo with its TypeScript source, the API reference as tables. Each page starts at its own `---` line, with its URL.',
      input.products,
      [...input.standalone, ...input.families.flatMap((family) => familyPageKeys(family, input))],
      input,
    ),
  };
  for (const family of input.families) {
    files[`${family.id}/llms-full.txt`] = fullFile(
      `${family.name}: every page in full`,
      `Every English page of ${family.name} on the ${SITE_NAME} site as markdown, in navigation order. Each page starts at its own \`---\` line, with its URL.`,
      familyProducts(family, input),
      familyPageKeys(family, input),
      input,
    );
  }
  return files;
}
