// Where the API pages' links lead, and the context their views are built in.
import type {
  ApiEntryJson,
  ApiInheritanceJson,
  ApiLinkTarget,
  ApiProductId,
  ApiProductJson,
} from '../../docs/api/apiJson';
import { createApiMarkdownRenderer, createApiMarkdownRewriter } from '../../docs/api/apiMarkdown';
import { apiPageKey, hasApiPages } from '../../docs/api/apiPageIndex';
import { apiSlug } from '../../docs/api/apiSlug';
import type { ApiViewContext } from '../../docs/api/toApiView';
import { siteTrees } from '../page/siteTrees';
import { pageKeyToUrl } from '../../docs/siteConfig';
import { entriesOf, loadApiProduct } from './apiProducts';
import { apiTabPages } from './apiTabs';
import { contentTitle, guidePages } from './guidePages';

/** Where a link to an API entry leads: its API page, or the docs tab documenting it. */
export function hrefOfTarget(target: ApiLinkTarget): string | null {
  if (hasApiPages(target.product)) {
    // By its page name or the name it is exported under (`Unstable_Grid` is System's Grid).
    const entry = entriesOf(loadApiProduct(target.product)).find(
      (candidate) => candidate.name === target.name || candidate.exportName === target.name,
    );
    return entry ? pageKeyToUrl(apiPageKey(target.product, entry.name)) : null;
  }
  const tab = target.kind === 'hook' ? 'hooks-api' : 'components-api';
  const page = [...apiTabPages().values()].find(
    (candidate) => candidate.tab === tab && candidate.names.includes(target.name),
  );
  return page ? `${pageKeyToUrl(page.pageKey)}#${apiSlug(target.name)}` : null;
}

/**
 * Where an inherited component is documented: its API page or docs tab on
 * this site, else Material UI v5's site for a Material UI component.
 */
export function hrefOfInherited(inherited: ApiInheritanceJson): string | null {
  if (inherited.kind !== 'component') {
    return null;
  }
  const product = packageProducts()[inherited.package];
  const local = product
    ? hrefOfTarget({ product, kind: 'component', name: inherited.component })
    : null;
  if (local) {
    return local;
  }
  return inherited.package === '@mui/material'
    ? `https://v5.mui.com/material-ui/api/${apiSlug(inherited.component)}/`
    : null;
}

let byPackage: Partial<Record<string, ApiProductId>> | null = null;

/** The API product documenting each core package's components, read once. */
function packageProducts(): Partial<Record<string, ApiProductId>> {
  byPackage ??= Object.fromEntries(
    (['material-ui', 'joy-ui', 'system', 'base-ui'] as const).flatMap((product) =>
      loadApiProduct(product).packages.map((pkg) => [pkg.name, product]),
    ),
  );
  return byPackage;
}

/**
 * How the descriptions of API views are written: `html` for the pages; `markdown` for the
 * pages' `.md` twins, whose views then hold markdown in their `…Html` fields (same links).
 */
export type ApiDescriptionFormat = 'html' | 'markdown';

/** How one product's entries are turned into views; `prefixAnchors` on pages listing several. */
export function viewContext(
  product: ApiProductJson,
  prefixAnchors = false,
  descriptions: ApiDescriptionFormat = 'html',
): ApiViewContext {
  const byName = new Map(entriesOf(product).map((entry) => [entry.name, entry]));
  const hasPage = (pageKey: string) => siteTrees().leaves.has(pageKey);
  const hrefOf = (entry: ApiEntryJson) =>
    hrefOfTarget({ product: entry.product, kind: entry.kind, name: entry.name }) ?? '#';
  const render =
    descriptions === 'markdown' ? createApiMarkdownRewriter : createApiMarkdownRenderer;
  return {
    renderMarkdown: render({
      hasPage,
      apiHref: (name) => {
        const entry = byName.get(name);
        return entry ? hrefOf(entry) : null;
      },
    }),
    resolveLink: hrefOfTarget,
    inheritedHref: hrefOfInherited,
    hrefOf,
    prefixAnchors,
    demosOf: (entry) => {
      const listing = guidePages()
        .filter((page) => page.components.includes(entry.name) || page.hooks.includes(entry.name))
        .map((page) => page.pathname);
      // Titled by the page itself (`Data Grid`), not its nav entry (`Overview`).
      return [...new Set([...entry.demos.filter(hasPage), ...listing])].map((pathname) => ({
        title: contentTitle(pathname),
        href: pageKeyToUrl(pathname),
      }));
    },
  };
}

/**
 * The API pages a guide page of a core family links to, from its front matter
 * (`components: [Button]` on a Material UI page → `/material-ui/api/button/`).
 * Empty for pages without any, for Base UI's (they have tabs) and for X guides.
 */
export function guideApiLinks(pathname: string): { name: string; href: string }[] {
  const guide = guidePages().find((page) => page.pathname === pathname);
  if (!guide?.pageProduct) {
    return [];
  }
  const product = guide.pageProduct;
  return [
    ...guide.components.map((name) => ({ name, kind: 'component' as const })),
    ...guide.hooks.map((name) => ({ name, kind: 'hook' as const })),
  ].flatMap(({ name, kind }) => {
    const href = hrefOfTarget({ product, kind, name });
    return href ? [{ name, href }] : [];
  });
}
