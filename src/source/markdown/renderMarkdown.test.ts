import { describe, expect, it } from 'vitest';
import type { BodySlot } from './bodySlots';
import { renderMarkdown } from './renderMarkdown';

/** The prose of a rendered page, its pieces joined. */
function proseOf(body: readonly BodySlot[]): string {
  return body.map((slot) => (slot.kind === 'html' ? slot.html : '')).join('');
}

describe('renderMarkdown', () => {
  it('anchors headings and builds the table of contents from h2 and h3', async () => {
    const { body, toc } = await renderMarkdown(
      '## Install it\n\ntext\n\n### With `npm`\n\n#### Deep\n\n## Install it\n',
    );
    const html = proseOf(body);
    expect(toc).toEqual([
      { id: 'install-it', text: 'Install it', level: 2 },
      { id: 'with-npm', text: 'With npm', level: 3 },
      { id: 'install-it-2', text: 'Install it', level: 2 },
    ]);
    expect(html).toContain(
      '<h2 id="install-it">Install it<a class="anchor-link" href="#install-it"',
    );
    expect(html).toContain('aria-label="Link to this section: Install it"');
    expect(html).toContain('<h4 id="deep">');
  });

  it('gives h2 and h3 a "feedback on this section" link to the widget, in the page language', async () => {
    const { body } = await renderMarkdown('## Install it\n\n### With npm\n\n#### Deep\n', {
      labels: {
        headingLink: '链接到此部分',
        sectionFeedback: '对此部分提供反馈',
        copy: '复制',
        copied: '已复制',
        copyFailed: '复制失败',
        packageManager: '包管理器',
      },
    });
    const html = proseOf(body);
    expect(html).toContain(
      '<a class="section-feedback-link" href="#page-feedback" data-feedback-section="install-it" aria-label="对此部分提供反馈: Install it"><svg',
    );
    expect(html).toContain('data-feedback-section="with-npm"');
    expect(html).not.toContain('data-feedback-section="deep"');
  });

  it('turns callout directives into asides', async () => {
    const { body } = await renderMarkdown(':::warning\nCareful **now**.\n:::\n');
    const html = proseOf(body);
    expect(html).toContain('<aside class="callout callout-warning" role="note">');
    expect(html).toContain('<strong>now</strong>');
  });

  it('rejects an unknown callout type with an actionable error', async () => {
    await expect(renderMarkdown(':::danger\nx\n:::\n', { path: 'content/x.md' })).rejects.toThrow(
      /Unknown callout ":::danger" in content\/x.md: use one of :::info, :::warning, :::success/,
    );
  });

  it('keeps colons in prose that look like text directives', async () => {
    const { body } = await renderMarkdown('Meet at 10:30 today.\n');
    const html = proseOf(body);
    expect(html).toContain('Meet at 10:30 today.');
  });

  it('highlights code blocks at build time, in both schemes, with a copy button', async () => {
    const { body } = await renderMarkdown('```tsx\nconst a = <b />;\n```\n\n```\nplain\n```\n', {
      labels: {
        headingLink: '链接',
        sectionFeedback: '反馈',
        copy: '复制',
        copied: '已复制',
        copyFailed: '复制失败',
        packageManager: '包管理器',
      },
    });
    const html = proseOf(body);
    expect(html).toContain('<div class="code-block" data-language="tsx"><pre class="shiki');
    expect(html).toMatch(
      /<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/,
    );
    expect(html).toContain('tabindex="0" dir="ltr"');
    expect(html).toContain(
      '<button type="button" class="code-copy" hidden data-copy-label="复制" data-copied-label="已复制" data-error-label="复制失败">复制</button>',
    );
    // An unknown or missing language is still a code block, just not colored.
    expect(html).toContain('<div class="code-block" data-language="text">');
    expect(html).toContain('<span>plain</span>');
  });

  it('turns install commands given once per package manager into one block with tabs', async () => {
    const { body } = await renderMarkdown(
      [
        '```bash\nnpm install a\n```',
        '```bash\nyarn add a\n```',
        '```bash\npnpm add a\n```',
        'Between.',
        '```sh\nnpm install b\nyarn add b\npnpm add b\n```',
        '```bash\nnpm install -D c\n```',
      ].join('\n\n'),
    );
    const html = proseOf(body);
    // Two tab blocks, numbered on the page; the flagged single command stays a plain block.
    expect(html.match(/class="code-block install-tabs"/g)).toHaveLength(2);
    expect(html).toContain(
      '<div role="tablist" aria-label="Package manager" class="install-tablist"><button type="button" role="tab" id="install-tabs-1-npm" aria-controls="install-tabs-1-npm-panel" aria-selected="true" tabindex="0" data-manager="npm">npm</button><button type="button" role="tab" id="install-tabs-1-yarn" aria-controls="install-tabs-1-yarn-panel" aria-selected="false" tabindex="-1" data-manager="yarn">yarn</button>',
    );
    expect(html).toContain(
      '<div role="tabpanel" id="install-tabs-2-pnpm-panel" aria-labelledby="install-tabs-2-pnpm" data-manager="pnpm"><pre class="shiki',
    );
    // One copy button per tab block, after the panels.
    expect(html.match(/class="code-copy"/g)).toHaveLength(3);
    expect(html).toMatch(
      /data-manager="pnpm"><pre[^>]*>.*pnpm.*add.*b.*<\/pre><\/div><button type="button" class="code-copy"/s,
    );
    expect(html).toContain('<div class="code-block" data-language="bash">');
    expect(html).toContain('<p>Between.</p>');
  });

  it('leaves install blocks plain where code is not highlighted (the search index)', async () => {
    const { body } = await renderMarkdown(
      '```bash\nnpm install a\n```\n\n```bash\nyarn add a\n```\n\n```bash\npnpm add a\n```\n',
      { highlight: false },
    );
    const html = proseOf(body);
    expect(html).not.toContain('role="tab"');
    expect(html.match(/<pre>/g)).toHaveLength(3);
  });

  it('renders GFM tables, inline code and safe external links', async () => {
    const { body } = await renderMarkdown(
      '| a | b |\n| - | - |\n| 1 | 2 |\n\nUse `npm`.\n\n[npm](https://www.npmjs.com/)\n',
    );
    const html = proseOf(body);
    // In the tab order: a table wider than the column scrolls, by keyboard too.
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<code dir="ltr">npm</code>');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('turns demo directives into slots that split the prose', async () => {
    const { body } = await renderMarkdown(
      'Intro.\n\n::demo{file="BasicGrid"}\n\nBetween.\n\n::demo{file="Other" css="OtherCss"}\n',
    );
    expect(body).toEqual([
      { kind: 'html', html: '<p>Intro.</p>\n' },
      { kind: 'demo', file: 'BasicGrid', cssFile: null, tailwindFile: null, ad: true },
      { kind: 'html', html: '\n<p>Between.</p>\n' },
      { kind: 'demo', file: 'Other', cssFile: 'OtherCss', tailwindFile: null, ad: true },
    ]);
  });

  it('keeps the ad away from a demo slot marked ad="off", with or without a CSS variant', async () => {
    const { body } = await renderMarkdown(
      '::demo{file="Playground" ad="off"}\n\n::demo{file="Other" css="OtherCss" ad="off"}\n\n::demo{file="Last"}\n',
    );
    expect(body).toEqual([
      { kind: 'demo', file: 'Playground', cssFile: null, tailwindFile: null, ad: false },
      { kind: 'demo', file: 'Other', cssFile: 'OtherCss', tailwindFile: null, ad: false },
      { kind: 'demo', file: 'Last', cssFile: null, tailwindFile: null, ad: true },
    ]);
  });

  it('carries a Tailwind CSS variant beside the CSS one', async () => {
    const { body } = await renderMarkdown(
      '::demo{file="Cart" tailwind="CartTailwind" css="CartCss"}\n',
    );
    expect(body).toEqual([
      { kind: 'demo', file: 'Cart', cssFile: 'CartCss', tailwindFile: 'CartTailwind', ad: true },
    ]);
  });

  it('rejects a Tailwind variant whose file name does not end in Tailwind', async () => {
    await expect(
      renderMarkdown('::demo{file="Cart" tailwind="CartTw"}\n', { path: 'content/x.md' }),
    ).rejects.toThrow(/names its Tailwind variant wrongly: write tailwind="CartTailwind"/);
  });

  it('rejects an ad attribute other than "off"', async () => {
    await expect(
      renderMarkdown('::demo{file="A" ad="on"}\n', { path: 'content/x.md' }),
    ).rejects.toThrow(/The demo slot "A" in content\/x.md has ad="on": the only value is ad="off"/);
  });

  it('turns tool directives into slots in page order', async () => {
    const { body } = await renderMarkdown(
      'Intro.\n\n::tool{name="colorTool"}\n\n::demo{file="Swatch"}\n\nAfter.\n',
    );
    expect(body).toEqual([
      { kind: 'html', html: '<p>Intro.</p>\n' },
      { kind: 'tool', name: 'colorTool' },
      { kind: 'demo', file: 'Swatch', cssFile: null, tailwindFile: null, ad: true },
      { kind: 'html', html: '\n<p>After.</p>' },
    ]);
  });

  it('rejects a tool slot naming no known tool or nested in a callout', async () => {
    await expect(
      renderMarkdown('::tool{name="paintBucket"}\n', { path: 'content/x.md' }),
    ).rejects.toThrow(/The tool slot "paintBucket" in content\/x.md names no tool/);
    await expect(
      renderMarkdown(':::info\n::tool{name="colorTool"}\n:::\n', { path: 'content/x.md' }),
    ).rejects.toThrow(/The tool slot "colorTool" in content\/x.md is nested/);
  });

  it('rejects a demo slot without a file or nested in a list', async () => {
    await expect(renderMarkdown('::demo\n', { path: 'content/x.md' })).rejects.toThrow(
      /A demo slot in content\/x.md needs a file name/,
    );
    await expect(
      renderMarkdown('- item\n\n  ::demo{file="A"}\n', { path: 'content/x.md' }),
    ).rejects.toThrow(/The demo slot "A" in content\/x.md is nested/);
    await expect(
      renderMarkdown('::demo{file="A" css="a.css"}\n', { path: 'content/x.md' }),
    ).rejects.toThrow(/names its CSS variant wrongly: write css="ACss"/);
  });
});
