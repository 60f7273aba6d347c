import ts from 'typescript';

/** What the API pages read from one symbol's JSDoc. */
export interface JsDocInfo {
  /** The comment body, markdown, with `Demos:` and `API:` link lists taken out. */
  description: string;
  default: string | null;
  /** The `@deprecated` message, `''` without one, null when not deprecated. */
  deprecated: string | null;
  /** `@ignore`: the package asks for the symbol not to be documented. */
  ignored: boolean;
  params: { name: string; description: string }[];
  returns: string | null;
  /** Site page keys of the `Demos:` links that point at mui.com/x (`/x/react-data-grid/editing`). */
  demos: string[];
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text ?? []).trim();
}

/** `@param params The row.` → `{ name: 'params', description: 'The row.' }`. */
function paramTag(tag: ts.JSDocTagInfo): { name: string; description: string } {
  const parts = tag.text ?? [];
  const nameIndex = parts.findIndex((part) => part.kind === 'parameterName');
  if (nameIndex === -1) {
    const [name = '', ...rest] = tagText(tag).split(/\s+/);
    return { name, description: rest.join(' ') };
  }
  return {
    name: parts[nameIndex].text,
    description: ts
      .displayPartsToString(parts.slice(nameIndex + 1))
      .replace(/^\s*(-\s+)?/, '')
      .trim(),
  };
}

/** `https://mui.com/x/react-charts/bars/` → `/x/react-charts/bars`; other links → null. */
export function demoUrlToPageKey(url: string): string | null {
  const match = /^https:\/\/mui\.com(\/x\/[^#?]*?)\/?(?:[#?].*)?$/.exec(url.trim());
  return match ? match[1] : null;
}

/**
 * Splits the `Demos:` and `API:` link lists MUI puts on exported components
 * off the rest of a comment: the demos become page keys, the API list (a link
 * to this very page on mui.com) is dropped.
 */
export function splitDemoLists(comment: string): { description: string; demos: string[] } {
  const kept: string[] = [];
  const demos: string[] = [];
  let section: 'text' | 'demos' | 'api' = 'text';
  for (const line of comment.split('\n')) {
    const trimmed = line.trim();
    if (/^Demos:$/i.test(trimmed)) {
      section = 'demos';
      continue;
    }
    if (/^API:$/i.test(trimmed)) {
      section = 'api';
      continue;
    }
    if (section !== 'text') {
      const link = /^-\s*\[[^\]]*\]\(([^)]+)\)/.exec(trimmed);
      if (link) {
        const pageKey = section === 'demos' ? demoUrlToPageKey(link[1]) : null;
        if (pageKey && !demos.includes(pageKey)) {
          demos.push(pageKey);
        }
        continue;
      }
      if (trimmed === '') {
        continue;
      }
      section = 'text';
    }
    kept.push(line);
  }
  return { description: kept.join('\n').trim(), demos };
}

/** Reads a symbol's JSDoc body and the tags the API pages use. */
export function readJsDoc(symbol: ts.Symbol, checker: ts.TypeChecker): JsDocInfo {
  const comment = ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .split('\n')
    // Maintainers' notes (`TODO rows v6: …`) are not documentation.
    .filter((line) => !/^\s*TODO\b/.test(line))
    .join('\n')
    .trim();
  const tags = symbol.getJsDocTags(checker);
  const find = (name: string) => tags.find((tag) => tag.name === name);
  const { description, demos } = splitDemoLists(comment);
  const deprecated = find('deprecated');
  const defaultTag = find('default');
  const returns = find('returns') ?? find('return');
  return {
    description,
    default: defaultTag ? tagText(defaultTag) : null,
    deprecated: deprecated ? tagText(deprecated) : null,
    ignored: Boolean(find('ignore')),
    params: tags.filter((tag) => tag.name === 'param').map(paramTag),
    returns: returns ? tagText(returns) : null,
    demos,
  };
}
