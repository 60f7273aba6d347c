import type { Definition, Link, Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * A change to markdown source text, by offsets into it: `text` replaces `[start, end)`, or
 * `wrap` receives what lies between `innerStart` and `innerEnd` (with the edits inside
 * already applied) and returns the replacement of the whole range. Editing the author's text
 * in place keeps everything else exactly as written (no re-serialization).
 */
export type MarkdownEdit =
  | { start: number; end: number; text: string }
  | {
      start: number;
      end: number;
      innerStart: number;
      innerEnd: number;
      wrap: (inner: string) => string;
    };

/** The source with its edits applied; edits may nest inside a `wrap` edit, never overlap otherwise. */
export function applyMarkdownEdits(source: string, edits: readonly MarkdownEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const spliced = (start: number, end: number, within: readonly MarkdownEdit[]): string => {
    let out = '';
    let position = start;
    for (let index = 0; index < within.length; index += 1) {
      const edit = within[index];
      if (edit.start < position) {
        continue; // inside an edit already applied (a wrapped range handles its own)
      }
      out += source.slice(position, edit.start);
      if ('wrap' in edit) {
        const inner = within.filter(
          (other) => other !== edit && other.start >= edit.innerStart && other.end <= edit.innerEnd,
        );
        out += edit.wrap(spliced(edit.innerStart, edit.innerEnd, inner));
      } else {
        out += edit.text;
      }
      position = edit.end;
    }
    return out + source.slice(position, end);
  };
  return spliced(0, source.length, sorted);
}

function offsets(node: Nodes): { start: number; end: number } | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? null : { start, end };
}

/**
 * The edits that point a tree's links and link definitions where `rewrite` says: inline links
 * (`[text](url)`) and definitions (`[id]: url`) get their URL replaced, autolinks (`<url>`,
 * or a bare `https://…`) become `[url](rewritten)`. A URL written differently from how it
 * parses (escaped characters) is left as written.
 */
export function linkEdits(
  tree: Root,
  source: string,
  rewrite: (url: string) => string,
): MarkdownEdit[] {
  const edits: MarkdownEdit[] = [];
  const replaceUrl = (node: Link | Definition, urlStart: number) => {
    const written = source.slice(urlStart).replace(/^</, '');
    const from = urlStart + (source[urlStart] === '<' ? 1 : 0);
    if (written.startsWith(node.url)) {
      edits.push({ start: from, end: from + node.url.length, text: rewrite(node.url) });
    }
  };
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') {
      return;
    }
    const range = offsets(node);
    const target = rewrite(node.url);
    if (!range || target === node.url) {
      return;
    }
    const slice = source.slice(range.start, range.end);
    if (node.type === 'definition') {
      const opening = /^\[[^\]]*\]:\s*/.exec(slice);
      if (opening) {
        replaceUrl(node, range.start + opening[0].length);
      }
      return;
    }
    if (slice === node.url || slice === `<${node.url}>`) {
      edits.push({ ...range, text: `[${node.url}](${target})` });
      return;
    }
    const lastChild = node.children.at(-1);
    const textEnd = lastChild ? (offsets(lastChild)?.end ?? null) : range.start + 1;
    if (textEnd === null) {
      return;
    }
    const opening = /^\]\(\s*/.exec(source.slice(textEnd, range.end));
    if (opening) {
      replaceUrl(node, textEnd + opening[0].length);
    }
  });
  return edits;
}

const plainMarkdown = unified().use(remarkParse).use(remarkGfm).freeze();

/** GitHub-flavoured markdown with its links pointed where `rewrite` says, otherwise as written. */
export function rewriteMarkdownLinks(markdown: string, rewrite: (url: string) => string): string {
  // Most texts have no link at all: no need to parse them.
  if (!/\]\(|\]:|https?:\/\/|www\./.test(markdown)) {
    return markdown;
  }
  const tree = plainMarkdown.parse(markdown);
  return applyMarkdownEdits(markdown, linkEdits(tree, markdown, rewrite));
}
