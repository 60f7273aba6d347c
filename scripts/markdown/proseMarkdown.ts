import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import {
  applyMarkdownEdits,
  linkEdits,
  type MarkdownEdit,
} from '../../src/docs/markdown/markdownEdits';
import { PAGE_TOOL_NAMES, type PageToolName } from '../../src/docs/page/pageToolNames';

// remark-directive's node types (it adds them to mdast's).
type LeafDirective = Extract<Nodes, { type: 'leafDirective' }>;
type ContainerDirective = Extract<Nodes, { type: 'containerDirective' }>;

/** A `::demo{file="…" css="…" tailwind="…"}` slot as the author wrote it. */
export interface DemoSlotAttributes {
  file: string;
  cssFile: string | null;
  tailwindFile: string | null;
}

export interface ProseReplacements {
  /** The markdown standing for a demo slot (its title and source). */
  demo: (slot: DemoSlotAttributes) => Promise<string>;
  /** The markdown standing for a tool slot (what the tool does, where). */
  tool: (name: PageToolName) => string;
  /** Where a link of the prose leads in the twin (absolute site paths). */
  link: (url: string) => string;
}

/** Callouts become GitHub's alert blockquotes, which markdown readers and models know. */
const ALERT_OF_CALLOUT: Readonly<Record<string, string>> = {
  info: 'NOTE',
  warning: 'WARNING',
  success: 'TIP',
};

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

function attribute(node: LeafDirective, name: string): string | null {
  const value = node.attributes?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function quoted(text: string): string {
  return text
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');
}

function calloutEdit(node: ContainerDirective): MarkdownEdit | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) {
    return null;
  }
  const alert = `> [!${ALERT_OF_CALLOUT[node.name] ?? 'NOTE'}]`;
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) {
    return { start, end, text: alert };
  }
  return {
    start,
    end,
    innerStart: first,
    innerEnd: last,
    wrap: (inner) => `${alert}\n${quoted(inner)}`,
  };
}

/**
 * A page's markdown as its `.md` twin gives it: the author's text as written, with each
 * top-level `::demo{…}` slot replaced by the demo's markdown, each `::tool{…}` slot by a
 * sentence, each `:::info`/`:::warning`/`:::success` callout by an alert blockquote, and links
 * pointed where `replacements.link` says. Pure: the caller reads files.
 */
export async function proseMarkdown(
  source: string,
  replacements: ProseReplacements,
): Promise<string> {
  const tree: Root = parser.parse(source);
  const edits: MarkdownEdit[] = linkEdits(tree, source, replacements.link);
  const slots: Promise<MarkdownEdit | null>[] = [];
  const slotEdit = (node: LeafDirective, text: string | Promise<string>) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) {
      slots.push(Promise.resolve(text).then((resolved) => ({ start, end, text: resolved })));
    }
  };
  for (const node of tree.children) {
    if (node.type !== 'leafDirective') {
      continue;
    }
    const file = attribute(node, 'file');
    const tool = attribute(node, 'name');
    if (node.name === 'demo' && file) {
      slotEdit(
        node,
        replacements.demo({
          file,
          cssFile: attribute(node, 'css'),
          tailwindFile: attribute(node, 'tailwind'),
        }),
      );
    } else if (
      node.name === 'tool' &&
      tool &&
      (PAGE_TOOL_NAMES as readonly string[]).includes(tool)
    ) {
      slotEdit(node, replacements.tool(tool as PageToolName));
    }
  }
  visit(tree, 'containerDirective', (node) => {
    if (node.name in ALERT_OF_CALLOUT) {
      const edit = calloutEdit(node);
      if (edit) {
        edits.push(edit);
      }
    }
  });
  for (const edit of await Promise.all(slots)) {
    if (edit) {
      edits.push(edit);
    }
  }
  return applyMarkdownEdits(source, edits).trim();
}

/** A fenced code block that no backtick run of the code can close early. */
export function fencedCode(code: string, language: string): string {
  const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}\n${code.replace(/\n+$/, '')}\n${fence}`;
}
