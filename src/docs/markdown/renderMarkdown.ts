import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { createSlugger } from './slugify';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

export const CALLOUT_TYPES = ['info', 'warning', 'success'] as const;

/** `:::info` … `:::` container directives become callout asides; any other directive is an error. */
function remarkCallouts() {
  return (tree: MdastRoot, file: { path?: string }) => {
    visit(tree, (node) => {
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

/** Code blocks scroll sideways: make them focusable so keyboard readers can scroll them too. */
function rehypeFocusableCode() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') {
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

/** Renders a page's markdown body to HTML at build time, with its table of contents. */
export async function renderMarkdown(
  markdown: string,
  options: { path?: string; linkLabel?: string; sectionFeedbackLabel?: string } = {},
): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkCallouts)
    .use(remarkRehype)
    .use(rehypeHeadings, {
      toc,
      linkLabel: options.linkLabel ?? 'Link to this section',
      sectionFeedbackLabel: options.sectionFeedbackLabel ?? 'Feedback on this section',
    })
    .use(rehypeExternalLinks)
    .use(rehypeFocusableCode)
    .use(rehypeStringify)
    .process({ value: markdown, path: options.path });
  return { html: String(file), toc };
}
