import type { Element, ElementContent, Root } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { visit } from 'unist-util-visit';
import { fillInstallTabs, takeInstallGroups } from './installTabs';

/** Languages highlighted at build time, with the names authors may write after the fence. */
const LANGUAGE_ALIASES: Record<string, string> = {
  tsx: 'tsx',
  ts: 'typescript',
  typescript: 'typescript',
  jsx: 'jsx',
  js: 'javascript',
  javascript: 'javascript',
  json: 'json',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
  css: 'css',
  html: 'html',
  diff: 'diff',
};

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per build process: the grammars and both color themes, loaded once. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
    ]);
    return createHighlighterCore({
      themes: [
        import('@shikijs/themes/github-light-default'),
        import('@shikijs/themes/github-dark-default'),
      ],
      langs: [
        import('@shikijs/langs/tsx'),
        import('@shikijs/langs/typescript'),
        import('@shikijs/langs/jsx'),
        import('@shikijs/langs/javascript'),
        import('@shikijs/langs/json'),
        import('@shikijs/langs/shellscript'),
        import('@shikijs/langs/css'),
        import('@shikijs/langs/html'),
        import('@shikijs/langs/diff'),
      ],
      engine: createJavaScriptRegexEngine(),
    });
  })();
  return highlighter;
}

const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Highlighted HTML (a `<pre>`) of one piece of code, in both color schemes, for build time. */
export async function highlightToHtml(code: string, language: string): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code, {
    lang: LANGUAGE_ALIASES[language] ?? 'text',
    themes: THEMES,
    defaultColor: false,
  });
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

export interface HighlightOptions {
  /** Visible label of the copy button ("Copy"); it reads the copied label for 2 s after a click. */
  copyLabel: string;
  copiedLabel: string;
  errorLabel: string;
  /** Accessible name of an install block's tab list ("Package manager"). */
  packageManagerLabel: string;
}

/**
 * Highlights fenced code at build time (both color schemes, as CSS variables
 * the page's mode selects) and wraps each block with its copy button, hidden
 * until the page is interactive.
 */
export function rehypeHighlight(options: HighlightOptions) {
  return async (tree: Root) => {
    const installGroups = takeInstallGroups(tree);
    const blocks: { pre: Element; code: string; language: string | undefined }[] = [];
    visit(tree, 'element', (node: Element) => {
      const code =
        node.tagName === 'pre'
          ? node.children.find((child) => child.type === 'element')
          : undefined;
      if (code && code.type === 'element' && code.tagName === 'code') {
        const className = ([] as unknown[]).concat(code.properties?.className ?? []).map(String);
        const fence = className
          .find((name) => name.startsWith('language-'))
          ?.slice('language-'.length);
        blocks.push({ pre: node, code: textOf(code).replace(/\n$/, ''), language: fence });
      }
    });
    if (blocks.length === 0 && installGroups.length === 0) {
      return;
    }
    const shiki = await getHighlighter();
    const highlight = (code: string, language: string | undefined): Element => {
      const grammar = language ? LANGUAGE_ALIASES[language] : undefined;
      const highlighted = shiki.codeToHast(code, {
        lang: grammar ?? 'text',
        themes: THEMES,
        defaultColor: false,
      });
      const shikiPre = highlighted.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'pre',
      )!;
      // Shiki makes the block focusable (it scrolls sideways); code reads left to right.
      return { ...shikiPre, properties: { ...shikiPre.properties, dir: 'ltr' } };
    };
    const copyButton = (): Element => ({
      type: 'element',
      tagName: 'button',
      properties: {
        type: 'button',
        className: ['code-copy'],
        hidden: true,
        dataCopyLabel: options.copyLabel,
        dataCopiedLabel: options.copiedLabel,
        dataErrorLabel: options.errorLabel,
      },
      children: [{ type: 'text', value: options.copyLabel }],
    });
    for (const { pre, code, language } of blocks) {
      // Replace the plain block in place with the wrapper, keeping its position in the tree.
      Object.assign(pre, {
        tagName: 'div',
        properties: { className: ['code-block'], dataLanguage: language ?? 'text' },
        children: [highlight(code, language), copyButton()],
      });
    }
    installGroups.forEach((group, index) =>
      fillInstallTabs(group, {
        id: `install-tabs-${index + 1}`,
        label: options.packageManagerLabel,
        highlight: (code) => highlight(code, 'bash'),
        copyButton: copyButton(),
      }),
    );
  };
}
