import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { splitAtSlots } from './bodySlots';

const toHtml = (piece: Root) => unified().use(rehypeStringify).stringify(piece);

const paragraph = (text: string) => ({
  type: 'element' as const,
  tagName: 'p',
  properties: {},
  children: [{ type: 'text' as const, value: text }],
});
const newline = { type: 'text' as const, value: '\n' };

describe('splitAtSlots', () => {
  it('cuts the tree at top-level slots, whatever order their attributes were written in', () => {
    const tree: Root = {
      type: 'root',
      children: [
        paragraph('Intro.'),
        newline,
        {
          type: 'element',
          tagName: 'docs-demo',
          // Properties in a different order than the markdown directive writes them.
          properties: { dataAd: 'off', dataCss: 'GridCss', dataDemo: 'Grid' },
          children: [],
        },
        newline,
        {
          type: 'element',
          tagName: 'docs-tool',
          properties: { dataTool: 'colorTool' },
          children: [],
        },
        newline,
        paragraph('After.'),
      ],
    };
    expect(splitAtSlots(tree, toHtml)).toEqual([
      { kind: 'html', html: '<p>Intro.</p>\n' },
      { kind: 'demo', file: 'Grid', cssFile: 'GridCss', tailwindFile: null, ad: false },
      { kind: 'tool', name: 'colorTool' },
      { kind: 'html', html: '\n<p>After.</p>' },
    ]);
  });

  it('leaves slot-like elements below the top level in the prose', () => {
    const nested: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [
            { type: 'element', tagName: 'docs-demo', properties: { dataDemo: 'A' }, children: [] },
          ],
        },
      ],
    };
    expect(splitAtSlots(nested, toHtml)).toEqual([
      { kind: 'html', html: '<div><docs-demo data-demo="A"></docs-demo></div>' },
    ]);
  });
});
