import { describe, expect, it } from 'vitest';
import type { ApiEntryView } from '../../src/docs/api/apiView';
import { createTranslator } from '../../src/i18n/translate';
import { apiEntryMarkdown, inlineCode, tableCell } from './apiEntryMarkdown';

const t = createTranslator('en');

describe('tableCell', () => {
  it('keeps a description on one line: paragraphs, items and code lines split by <br>, pipes escaped', () => {
    expect(tableCell('If `true`,\nthe grid\n\nis `a | b`:\n- one\n- two')).toBe(
      'If `true`, the grid<br><br>is `a \\| b`:<br>- one<br>- two',
    );
    expect(tableCell('Use:\n\n```js\nconst a = 1;\nf(a);\n```')).toBe(
      'Use:<br><br>`const a = 1;`<br>`f(a);`',
    );
  });
});

describe('inlineCode', () => {
  it('fences text holding backticks with a longer run', () => {
    expect(inlineCode('a')).toBe('`a`');
    expect(inlineCode('`${number}px`')).toBe('`` `${number}px` ``');
  });
});

const view: ApiEntryView = {
  kind: 'component',
  name: 'Widget',
  id: 'widget',
  plan: 'community',
  descriptionHtml: 'A *widget*.',
  deprecatedHtml: null,
  importCode: "import { Widget } from '@acme/widget';",
  importHtml: null,
  demos: [{ title: 'Widgets', href: '/acme/widgets/' }],
  forwardRefTo: 'HTMLDivElement',
  inheritance: [],
  themeKey: 'MuiWidget',
  cssVariables: ['--Widget-gap'],
  packageName: '@acme/widget',
  typeParameters: '',
  unionOf: null,
  playground: null,
  sections: [
    {
      id: 'props',
      kind: 'props',
      display: 'props',
      groups: [
        {
          id: 'props',
          label: null,
          plan: null,
          rows: [
            {
              id: 'props-size',
              name: 'size',
              descriptionHtml: 'The size.',
              type: { lines: [["'small' | 'large'"]] },
              defaultValue: "'small'",
              required: true,
            },
            {
              id: 'props-onPick',
              name: 'onPick',
              descriptionHtml: '',
              type: {
                lines: [['(value: ', { text: 'Value', href: '/acme/api/value/' }, ') => void']],
              },
              deprecatedHtml: 'Use `onChoose`.',
              plan: 'pro',
              params: [{ name: 'value', descriptionHtml: 'The value picked.' }],
            },
          ],
        },
      ],
    },
    {
      id: 'classes',
      kind: 'classes',
      display: 'classes',
      groups: [
        {
          id: 'classes',
          label: null,
          plan: null,
          rows: [
            {
              id: 'classes-root',
              name: 'root',
              className: 'MuiWidget-root',
              descriptionHtml: 'The root.',
            },
          ],
        },
      ],
    },
  ],
};

describe('apiEntryMarkdown', () => {
  it("writes the entry's sections under the page's headings, rows as tables", () => {
    expect(apiEntryMarkdown(view, 2, t)).toBe(
      [
        'A *widget*.',
        '## Import',
        "```tsx\nimport { Widget } from '@acme/widget';\n```",
        'From the `@acme/widget` package.',
        '## Demos',
        '- [Widgets](/acme/widgets/)',
        '## Theme key',
        "Change the default props and styles of every instance through the theme's `MuiWidget` key (defaultProps, styleOverrides, variants).",
        'The ref is forwarded to the root element (HTMLDivElement).',
        '## Props',
        [
          '| Name | Type | Default | Description |',
          '| --- | --- | --- | --- |',
          "| `size` *Required* | `'small' \\| 'large'` | `'small'` | The size. |",
          '| `onPick` *Deprecated* *Pro* | `(value: Value) => void` | – | **Deprecated**: Use `onChoose`.<br><br>**Parameters**: `value`: The value picked. |',
        ].join('\n'),
        '## CSS classes',
        [
          '| Class name | Rule name | Description |',
          '| --- | --- | --- |',
          '| `.MuiWidget-root` | `root` | The root. |',
        ].join('\n'),
        '## CSS variables',
        "The CSS variables Widget's styles set or read; override them on the element or an ancestor (for example with the sx prop).",
        '- `--Widget-gap`',
      ].join('\n\n'),
    );
  });

  it("puts the row sections one level down on a tab, the others out of the page's outline", () => {
    const markdown = apiEntryMarkdown(view, 3, t);
    expect(markdown).toContain('\n### Props\n');
    expect(markdown).toContain('\n#### Import\n');
    expect(markdown).not.toContain('\n## ');
  });

  it("says what the page's playground does, in the page's outline on an entry page and a tab", () => {
    const withPlayground = { ...view, playground: 'acme/Widget' };
    const entry = apiEntryMarkdown(withPlayground, 2, t);
    expect(entry).toContain('\n## Theme key\n\nChange the default props');
    expect(entry).toMatch(/\n## Playground\n\nThe page renders Widget live in its playground, /);
    expect(apiEntryMarkdown(withPlayground, 3, t)).toContain('\n### Playground\n');
    expect(apiEntryMarkdown(view, 2, t)).not.toContain('Playground');
  });

  it('brings the headings of a description below the outline', () => {
    const markdown = apiEntryMarkdown(
      { ...view, descriptionHtml: 'Lead.\n\n## ARIA\n\nSay it.' },
      2,
      t,
    );
    expect(markdown.startsWith('Lead.\n\n#### ARIA\n\nSay it.\n\n## Import')).toBe(true);
  });
});
