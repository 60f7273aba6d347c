/** One page of the built site: its URL (`/x/react-data-grid/`) and its server-rendered HTML. */
export interface BuiltPage {
  url: string;
  html: string;
}

/** A link of the site that leads nowhere, with the page it was found on. */
export interface BrokenLink {
  page: string;
  href: string;
  problem: string;
}

const HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** HTML attribute text back to the characters it encodes (the few React escapes). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function collect(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => decodeAttribute(match[1]));
}

/** Links this check leaves alone: other sites, mail, files and server endpoints. */
function isCheckedHref(href: string): boolean {
  if (href.startsWith('#')) {
    return true;
  }
  if (!href.startsWith('/') || href.startsWith('//')) {
    return false;
  }
  const path = href.split(/[?#]/)[0];
  return !/^\/(_next|api|static)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Every internal link of the built pages that points at no page, at a page
 * without the anchor it names (`/x/api/data-grid/data-grid/#props-nope`), or
 * at a URL without its trailing slash (which costs readers a redirect).
 * `extraUrls` are pages served by other routes (the feedback admin page…).
 */
export function findBrokenLinks(
  pages: readonly BuiltPage[],
  extraUrls: readonly string[] = [],
): BrokenLink[] {
  const idsByUrl = new Map<string, Set<string>>();
  for (const page of pages) {
    idsByUrl.set(page.url, new Set(collect(page.html, ID)));
  }
  const known = new Set([...idsByUrl.keys(), ...extraUrls]);
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of new Set(collect(page.html, HREF))) {
      if (!isCheckedHref(href)) {
        continue;
      }
      const [pathAndQuery, hash = ''] = href.split('#', 2);
      const path = pathAndQuery.split('?')[0] || page.url;
      const report = (problem: string) => broken.push({ page: page.url, href, problem });
      if (!path.endsWith('/')) {
        report(`add the trailing slash: ${path}/`);
      } else if (!known.has(path)) {
        report('no page has this URL');
      } else if (hash !== '') {
        const ids = idsByUrl.get(path);
        if (ids && !ids.has(decodeURIComponent(hash))) {
          report(`${path} has no element with id "${decodeURIComponent(hash)}"`);
        }
      }
    }
  }
  return broken;
}

/** One line per broken link, grouped readably for a test failure. */
export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  return broken.map((link) => `${link.page} → ${link.href}: ${link.problem}`).join('\n');
}
