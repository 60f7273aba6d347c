/**
 * What a reader and a crawler get from a page's server HTML, read with regular expressions
 * (React's server output is regular: double-quoted attributes, the few escapes below), so
 * thousands of pages are checked without a browser.
 */

/** HTML text back to the characters it encodes (React's escapes, and numeric references). */
export function decodeHtml(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The text of a piece of HTML: tags, scripts and styles dropped, whitespace collapsed. */
export function textOf(html: string): string {
  return decodeHtml(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeHtml(match[1]) : null;
}

/** The `<link>` tags with this `rel`. */
function links(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, 'rel') === rel);
}

/** A page's language alternate: `<link rel="alternate" hrefLang="zh" href="/zh/…">`. */
export interface LanguageAlternate {
  language: string;
  href: string;
}

/** What the page check reads from a page's HTML. */
export interface PageHead {
  /** `<html lang>`. */
  lang: string | null;
  title: string;
  /** The text of each `<h1>`. */
  h1: string[];
  /** The text of `<main>`, or `null` when the page has none. */
  main: string | null;
  noIndex: boolean;
  canonical: string[];
  alternates: LanguageAlternate[];
}

export function readPageHead(html: string): PageHead {
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  const robots = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, 'name') === 'robots')
    .map((tag) => attribute(tag, 'content') ?? '');
  return {
    lang: attribute(htmlTag, 'lang'),
    title: title ? textOf(title[1]) : '',
    h1: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => textOf(match[1])),
    main: main ? textOf(main[1]) : null,
    noIndex: robots.some((content) => /\bnoindex\b/i.test(content)),
    canonical: links(html, 'canonical').map((tag) => attribute(tag, 'href') ?? ''),
    alternates: links(html, 'alternate')
      .filter((tag) => attribute(tag, 'hreflang') !== null)
      .map((tag) => ({
        language: attribute(tag, 'hreflang')!,
        href: attribute(tag, 'href') ?? '',
      })),
  };
}

/** The URL of a page in another language: `/x/a/` is `/zh/x/a/` in Chinese, and back. */
export function urlInLanguage(url: string, language: string): string {
  const english = url === '/zh/' ? '/' : url.replace(/^\/zh\//, '/');
  return language === 'en' ? english : `/${language}${english}`;
}

/**
 * What is wrong with a page's head and landmarks, one sentence each (empty when nothing is):
 * a title, exactly one non-empty h1, a non-empty `<main>`, `<html lang>` of the URL's language;
 * and, unless the page asks not to be indexed, a canonical link to itself, and language
 * alternates (when it has any) that include its own language and name each language's URL.
 */
export function pageHeadProblems(url: string, language: string, head: PageHead): string[] {
  const problems: string[] = [];
  if (head.lang !== language) {
    problems.push(`<html lang> is "${head.lang}", expected "${language}"`);
  }
  if (head.title === '') {
    problems.push('the <title> is missing or empty');
  }
  if (head.h1.length !== 1) {
    problems.push(`it has ${head.h1.length} <h1> elements, expected one`);
  } else if (head.h1[0] === '') {
    problems.push('its <h1> is empty');
  }
  if (head.main === null) {
    problems.push('it has no <main> element');
  } else if (head.main === '') {
    problems.push('its <main> element has no text');
  }
  if (head.noIndex) {
    if (head.canonical.length > 0 || head.alternates.length > 0) {
      problems.push('it asks not to be indexed yet has a canonical or alternate link');
    }
    return problems;
  }
  if (head.canonical.length !== 1 || head.canonical[0] !== url) {
    problems.push(`its canonical links are [${head.canonical.join(', ')}], expected [${url}]`);
  }
  if (head.alternates.length > 0) {
    const languages = head.alternates.map((alternate) => alternate.language);
    if (new Set(languages).size !== languages.length) {
      problems.push(`it names a language twice in its alternates: ${languages.join(', ')}`);
    }
    if (!languages.includes(language)) {
      problems.push(`its alternates leave out its own language (${language})`);
    }
    for (const alternate of head.alternates) {
      const expected = urlInLanguage(url, alternate.language);
      if (alternate.href !== expected) {
        problems.push(
          `its "${alternate.language}" alternate is ${alternate.href}, expected ${expected}`,
        );
      }
    }
  }
  return problems;
}
