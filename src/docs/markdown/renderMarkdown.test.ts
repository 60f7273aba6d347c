import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown';
import { slugify } from './slugify';

describe('slugify', () => {
  it('makes readable fragments', () => {
    expect(slugify("What's new in v6?")).toBe('whats-new-in-v6');
    expect(slugify('  Row  grouping — server ')).toBe('row-grouping-server');
    expect(slugify('安装')).toBe('安装');
  });
});

describe('renderMarkdown', () => {
  it('anchors headings and builds the table of contents from h2 and h3', async () => {
    const { html, toc } = await renderMarkdown(
      '## Install it\n\ntext\n\n### With `npm`\n\n#### Deep\n\n## Install it\n',
    );
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
    const { html } = await renderMarkdown('## Install it\n\n### With npm\n\n#### Deep\n', {
      sectionFeedbackLabel: '对此部分提供反馈',
    });
    expect(html).toContain(
      '<a class="section-feedback-link" href="#page-feedback" data-feedback-section="install-it" aria-label="对此部分提供反馈: Install it"><svg',
    );
    expect(html).toContain('data-feedback-section="with-npm"');
    expect(html).not.toContain('data-feedback-section="deep"');
  });

  it('turns callout directives into asides', async () => {
    const { html } = await renderMarkdown(':::warning\nCareful **now**.\n:::\n');
    expect(html).toContain('<aside class="callout callout-warning" role="note">');
    expect(html).toContain('<strong>now</strong>');
  });

  it('rejects an unknown callout type with an actionable error', async () => {
    await expect(renderMarkdown(':::danger\nx\n:::\n', { path: 'content/x.md' })).rejects.toThrow(
      /Unknown callout ":::danger" in content\/x.md: use one of :::info, :::warning, :::success/,
    );
  });

  it('keeps colons in prose that look like text directives', async () => {
    const { html } = await renderMarkdown('Meet at 10:30 today.\n');
    expect(html).toContain('Meet at 10:30 today.');
  });

  it('renders GFM tables, code blocks and safe external links', async () => {
    const { html } = await renderMarkdown(
      '| a | b |\n| - | - |\n| 1 | 2 |\n\n```tsx\nconst a = <b />;\n```\n\n[npm](https://www.npmjs.com/)\n',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<pre tabindex="0"><code class="language-tsx">const a = &#x3C;b />;');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
