import type { Element, Root as HastRoot } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { rewriteMarkdownLinks } from '../markdown/markdownEdits';

export interface ApiMarkdownOptions {
  /** Whether the site has a page at this page key (`/x/react-data-grid/editing`). */
  hasPage: (pageKey: string) => boolean;
  /** The URL of a documented API name on this site (`GridColDef`), or null. */
  apiHref: (name: string) => string | null;
}

/**
 * Where a link in the packages' JSDoc should lead. The JSDoc links to mui.com,
 * absolutely or site-relative (`/material-ui/transitions/`): pages this site
 * has become local links; the others go to the archived documentation of the
 * documented major (v6 for MUI X, v5 for the core), since mui.com itself
 * documents the latest one.
 */
export function rewriteDocsUrl(href: string, hasPage: ApiMarkdownOptions['hasPage']): string {
  const match = /^(?:https:\/\/mui\.com)?(\/[^/#?][^#?]*?)\/?([#?].*)?$/.exec(href);
  if (!match || !(href.startsWith('/') || href.startsWith('https://mui.com/'))) {
    return href;
  }
  const [, pageKey, rest = ''] = match;
  // API pages share mui.com's URLs, and this site generates every one of them. A section of a
  // core family's page (`/material-ui/customization/palette/#custom-colors`) may be one this
  // site's shorter page lacks: the archive has it.
  const coreSection = rest.startsWith('#') && !pageKey.startsWith('/x/');
  if ((hasPage(pageKey) && !coreSection) || pageKey.startsWith('/x/api/')) {
    return `${pageKey}/${rest}`;
  }
  const archive = pageKey.startsWith('/x/') ? 'https://v6.mui.com' : 'https://v5.mui.com';
  return `${archive}${pageKey}/${rest}`;
}

function rehypeApiLinks(options: ApiMarkdownOptions) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties?.href;
      if (node.tagName !== 'a' || typeof href !== 'string') {
        return;
      }
      const rewritten = rewriteDocsUrl(href, options.hasPage);
      node.properties = { ...node.properties, href: rewritten };
      if (/^https?:\/\//.test(rewritten)) {
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}

/** `[[GridColDef]]` references as code, linked to their page when the site has one. */
function resolveApiReferences(markdown: string, apiHref: ApiMarkdownOptions['apiHref']): string {
  return markdown.replace(/\[\[(\w+)\]\]/g, (_match, name: string) => {
    const href = apiHref(name);
    return href ? `[\`${name}\`](${href})` : `\`${name}\``;
  });
}

/**
 * A renderer for the JSDoc markdown of API descriptions: GitHub-flavoured
 * markdown to HTML, `[[GridColDef]]` references as code linked to their page,
 * links to mui.com/x rewritten for this site. Results are memoized: the grid's
 * three components share most of their descriptions.
 */
export function createApiMarkdownRenderer(
  options: ApiMarkdownOptions,
): (markdown: string) => string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeApiLinks, options)
    .use(rehypeStringify)
    .freeze();
  const cache = new Map<string, string>();
  return (markdown) => {
    const cached = cache.get(markdown);
    if (cached !== undefined) {
      return cached;
    }
    const withReferences = resolveApiReferences(markdown, options.apiHref);
    const html =
      withReferences.trim() === '' ? '' : String(processor.processSync(withReferences)).trim();
    cache.set(markdown, html);
    return html;
  };
}

/**
 * The markdown twin of {@link createApiMarkdownRenderer} for the pages' `.md` twins: the same
 * references and links, left as markdown (as the JSDoc wrote it otherwise).
 */
export function createApiMarkdownRewriter(
  options: ApiMarkdownOptions,
): (markdown: string) => string {
  const cache = new Map<string, string>();
  return (markdown) => {
    let rewritten = cache.get(markdown);
    if (rewritten === undefined) {
      rewritten = rewriteMarkdownLinks(resolveApiReferences(markdown, options.apiHref), (href) =>
        rewriteDocsUrl(href, options.hasPage),
      ).trim();
      cache.set(markdown, rewritten);
    }
    return rewritten;
  };
}
