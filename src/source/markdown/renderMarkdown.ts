import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { rehypeHighlight } from '../../docs/markdown/rehypeHighlight';
import { createSlugger } from '../../docs/markdown/slugify';
import type { TocEntry } from '../../docs/page/pageData';
import { PAGE_TOOL_NAMES } from '../../docs/page/pageToolNames';
import { DEMO_SLOT_TAG, splitAtSlots, TOOL_SLOT_TAG, type BodySlot } from './bodySlots';

export interface RenderedMarkdown {
  /** The prose HTML between the page's demo and tool slots, in page order. */
  body: BodySlot[];
  toc: TocEntry[];
}

export interface MarkdownLabels {
  headingLink: string;
  sectionFeedback: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The accessible name of an install block's tabs (npm, yarn, pnpm). */
  packageManager: string;
}

const ENGLISH_LABELS: MarkdownLabels = {
  headingLink: 'Link to this section',
  sectionFeedback: 'Feedback on this section',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  packageManager: 'Package manager',
};

export const CALLOUT_TYPES = ['info', 'warning', 'success'] as const;

/**
 * `:::info` … `:::` container directives become callout asides;
 * `::demo{file="Name"}` on a line of its own becomes a demo slot (only at the
 * top level of a page, where the prose can be split around it). A demo that also
 * ships a plain-CSS or Tailwind CSS styling variant names it:
 * `::demo{file="Name" css="NameCss" tailwind="NameTailwind"}` (`file` is then the MUI System
 * variant; a Tailwind variant's file name ends in `Tailwind`, which is how the demo generator
 * knows to compile its classes). `ad="off"` keeps the in-house promotion
 * away from a page whose first demo it is (e.g. a full-width playground).
 */
function remarkDirectives() {
  return (tree: MdastRoot, file: { path?: string }) => {
    visit(tree, (node, _index, parent) => {
      if (node.type === 'leafDirective' && node.name === 'demo') {
        const demoFile = node.attributes?.file;
        if (!demoFile || !/^[A-Z][A-Za-z0-9]*$/.test(demoFile)) {
          throw new Error(
            `A demo slot in ${file.path ?? 'markdown'} needs a file name: write ::demo{file="BasicDataGrid"} for BasicDataGrid.tsx beside the page.`,
          );
        }
        if (parent?.type !== 'root') {
          throw new Error(
            `The demo slot "${demoFile}" in ${file.path ?? 'markdown'} is nested (in a list, quote or callout): put it on a line of its own at the top level.`,
          );
        }
        const cssFile = node.attributes?.css;
        if (cssFile !== undefined && (!cssFile || !/^[A-Z][A-Za-z0-9]*$/.test(cssFile))) {
          throw new Error(
            `The demo slot "${demoFile}" in ${file.path ?? 'markdown'} names its CSS variant wrongly: write css="${demoFile}Css" for ${demoFile}Css.tsx beside the page.`,
          );
        }
        const tailwindFile = node.attributes?.tailwind;
        if (
          tailwindFile !== undefined &&
          (!tailwindFile || !/^[A-Z][A-Za-z0-9]*Tailwind$/.test(tailwindFile))
        ) {
          throw new Error(
            `The demo slot "${demoFile}" in ${file.path ?? 'markdown'} names its Tailwind variant wrongly: write tailwind="${demoFile}Tailwind" for ${demoFile}Tailwind.tsx beside the page (the name must end in Tailwind).`,
          );
        }
        const ad = node.attributes?.ad;
        if (ad !== undefined && ad !== 'off') {
          throw new Error(
            `The demo slot "${demoFile}" in ${file.path ?? 'markdown'} has ad="${ad ?? ''}": the only value is ad="off" (leave it out to keep the ad).`,
          );
        }
        node.data = {
          hName: DEMO_SLOT_TAG,
          hProperties: {
            dataDemo: demoFile,
            ...(cssFile ? { dataCss: cssFile } : {}),
            ...(tailwindFile ? { dataTailwind: tailwindFile } : {}),
            ...(ad ? { dataAd: ad } : {}),
          },
        };
        return;
      }
      if (node.type === 'leafDirective' && node.name === 'tool') {
        const toolName = node.attributes?.name;
        if (!toolName || !(PAGE_TOOL_NAMES as readonly string[]).includes(toolName)) {
          throw new Error(
            `The tool slot "${toolName ?? ''}" in ${file.path ?? 'markdown'} names no tool: write ::tool{name="…"} with one of ${PAGE_TOOL_NAMES.join(', ')} (src/docs/page/pageToolNames.ts).`,
          );
        }
        if (parent?.type !== 'root') {
          throw new Error(
            `The tool slot "${toolName}" in ${file.path ?? 'markdown'} is nested (in a list, quote or callout): put it on a line of its own at the top level.`,
          );
        }
        node.data = { hName: TOOL_SLOT_TAG, hProperties: { dataTool: toolName } };
        return;
      }
      if (node.type === 'containerDirective') {
        if (!(CALLOUT_TYPES as readonly string[]).includes(node.name)) {
          throw new Error(
            `Unknown callout ":::${node.name}" in ${file.path ?? 'markdown'}: use one of ${CALLOUT_TYPES.map((type) => `:::${type}`).join(', ')}.`,
          );
        }
        node.data = {
          hName: 'aside',
          hProperties: { className: ['callout', `callout-${node.name}`], role: 'note' },
        };
      } else if (node.type === 'leafDirective' || node.type === 'textDirective') {
        // Not a directive after all (e.g. "10:30" in prose): keep the text as written.
        const text = `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`;
        Object.assign(node, { type: 'text', value: text, children: undefined });
      }
    });
  };
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  if (node.type === 'element') {
    return node.children.map(textOf).join('');
  }
  return '';
}

/** Where the "feedback on this section" links lead: the feedback widget at the end of the page. */
export const SECTION_FEEDBACK_HREF = '#page-feedback';

/** A speech bubble, drawn for the "feedback on this section" link. */
function feedbackIcon(): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: {
      viewBox: '0 0 24 24',
      width: 16,
      height: 16,
      ariaHidden: 'true',
      focusable: 'false',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinejoin: 'round',
    },
    children: [
      {
        type: 'element',
        tagName: 'path',
        properties: { d: 'M4 4h16v11H10l-5 4v-4H4z' },
        children: [],
      },
    ],
  };
}

/**
 * Gives h2–h4 stable ids with a hover link, collects h2/h3 for the table of
 * contents, and gives h2/h3 a "feedback on this section" link: a plain anchor
 * to the feedback widget that the widget, once hydrated, turns into a section
 * pre-fill (`data-feedback-section` holds the heading id).
 */
function rehypeHeadings(options: {
  toc: TocEntry[];
  linkLabel: string;
  sectionFeedbackLabel: string;
}) {
  return (tree: HastRoot) => {
    const slug = createSlugger();
    visit(tree, 'element', (node: Element) => {
      const level = /^h([2-4])$/.exec(node.tagName)?.[1];
      if (!level) {
        return;
      }
      const text = node.children.map(textOf).join('').trim();
      const id = slug(text);
      node.properties = { ...node.properties, id };
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['anchor-link'],
          href: `#${id}`,
          'aria-label': `${options.linkLabel}: ${text}`,
        },
        children: [{ type: 'text', value: '#' }],
      });
      if (level === '2' || level === '3') {
        options.toc.push({ id, text, level: Number(level) as 2 | 3 });
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: {
            className: ['section-feedback-link'],
            href: SECTION_FEEDBACK_HREF,
            dataFeedbackSection: id,
            'aria-label': `${options.sectionFeedbackLabel}: ${text}`,
          },
          children: [feedbackIcon()],
        });
      }
    });
  };
}

/**
 * Inline code reads left to right even on right-to-left pages (an attribute,
 * which the RTL style plugin leaves alone); code blocks get theirs from the highlighter.
 */
function rehypeCode() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'code') {
        node.properties = { ...node.properties, dir: 'ltr' };
      }
    });
  };
}

/**
 * Tables scroll sideways inside the column when they are wider than it (CSS), so keyboard
 * users must be able to focus them to scroll: each table is in the tab order.
 */
function rehypeTables() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') {
        node.properties = { ...node.properties, tabIndex: 0 };
      }
    });
  };
}

/** External links open normally but never leak the opener. */
function rehypeExternalLinks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties?.href;
      if (node.tagName === 'a' && typeof href === 'string' && /^https?:\/\//.test(href)) {
        node.properties = { ...node.properties, rel: ['noopener', 'noreferrer'] };
      }
    });
  };
}

/**
 * Renders a page's markdown body to HTML at build time, with its table of contents.
 * The whole page is one tree until its headings have ids (one slugger for the page),
 * then it is cut at its top-level demo and tool slots and each prose piece is
 * serialized on its own.
 */
export async function renderMarkdown(
  markdown: string,
  options: {
    path?: string;
    /** Interface strings baked into the HTML, in the page's language. */
    labels?: MarkdownLabels;
    /** Highlight code blocks (the pages do; the search index, which drops code, does not). */
    highlight?: boolean;
  } = {},
): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  const labels = options.labels ?? ENGLISH_LABELS;
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDirectives)
    .use(remarkRehype)
    .use(rehypeHeadings, {
      toc,
      linkLabel: labels.headingLink,
      sectionFeedbackLabel: labels.sectionFeedback,
    })
    .use(rehypeExternalLinks)
    .use(rehypeCode)
    .use(rehypeTables);
  const highlighted =
    (options.highlight ?? true)
      ? processor.use(rehypeHighlight, {
          copyLabel: labels.copy,
          copiedLabel: labels.copied,
          errorLabel: labels.copyFailed,
          packageManagerLabel: labels.packageManager,
        })
      : processor;
  const pipeline = highlighted.use(rehypeStringify);
  const file = { value: markdown, path: options.path };
  const tree = await pipeline.run(pipeline.parse(file), file);
  return { body: splitAtSlots(tree, (piece) => pipeline.stringify(piece)), toc };
}
