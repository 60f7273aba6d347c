import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/source';
import { excerpt, htmlToText, pageSearchDocuments } from './pageSearchDocuments';

describe('pageSearchDocuments', () => {
  it('indexes the page, each section with its anchor, and each demo, without code', async () => {
    const { body } = await renderMarkdown(
      [
        'Intro about **rows** & columns.',
        '',
        '## Checkbox selection',
        '',
        'Tick the `checkboxSelection` prop.',
        '',
        '```tsx',
        'const secret = 1;',
        '```',
        '',
        '::demo{file="CheckboxSelectionGrid"}',
        '',
        '### Keep it `small`',
      ].join('\n'),
      { highlight: false },
    );
    const entries = pageSearchDocuments({
      pathname: '/x/react-data-grid/row-selection',
      title: 'Row selection',
      description: 'Select rows.',
      plan: null,
      body,
    });
    expect(entries).toEqual([
      {
        kind: 'page',
        title: 'Row selection',
        page: 'Row selection',
        url: '/x/react-data-grid/row-selection/',
        product: 'x-data-grid',
        plan: null,
        text: 'Select rows. Intro about rows & columns.',
      },
      {
        kind: 'section',
        title: 'Checkbox selection',
        page: 'Row selection',
        url: '/x/react-data-grid/row-selection/#checkbox-selection',
        product: 'x-data-grid',
        plan: null,
        text: 'Tick the checkboxSelection prop.',
      },
      {
        kind: 'section',
        title: 'Keep it small',
        page: 'Row selection',
        url: '/x/react-data-grid/row-selection/#keep-it-small',
        product: 'x-data-grid',
        plan: null,
        text: '',
      },
      {
        kind: 'demo',
        title: 'Checkbox selection grid',
        page: 'Row selection',
        url: '/x/react-data-grid/row-selection/#CheckboxSelectionGrid',
        product: 'x-data-grid',
        plan: null,
        text: '',
      },
    ]);
  });
});

describe('htmlToText and excerpt', () => {
  it('keeps what a reader sees', () => {
    expect(htmlToText('<p>a &amp; b&#x27;s <code>x</code></p><pre><code>hidden</code></pre>')).toBe(
      "a & b's x",
    );
  });

  it('cuts at a word boundary', () => {
    expect(excerpt('alpha beta gamma', 12)).toBe('alpha beta');
    expect(excerpt('short', 12)).toBe('short');
  });
});
