import { describe, expect, it } from 'vitest';
import { applyMarkdownEdits, rewriteMarkdownLinks } from './markdownEdits';
import { markdownLines } from './markdownLines';

describe('applyMarkdownEdits', () => {
  it('replaces ranges and wraps a range around the edits inside it', () => {
    const source = 'one TWO three [four] five';
    const result = applyMarkdownEdits(source, [
      { start: 4, end: 7, text: '2' },
      {
        start: 14,
        end: 20,
        innerStart: 15,
        innerEnd: 19,
        wrap: (inner) => `<${inner}>`,
      },
      { start: 15, end: 19, text: 'FOUR' },
    ]);
    expect(result).toBe('one 2 three <FOUR> five');
  });
});

describe('rewriteMarkdownLinks', () => {
  const toPage = (url: string) => (url.startsWith('#') ? `/x/page/${url}` : url);

  it('rewrites inline links and definitions, leaving everything else as written', () => {
    const markdown = [
      'See [the *props*](#props) and [ref][r], `[not](#code)`.',
      '',
      '```md',
      '[in a block](#block)',
      '```',
      '',
      '[r]: #ref "Title"',
    ].join('\n');
    expect(rewriteMarkdownLinks(markdown, toPage)).toBe(
      [
        'See [the *props*](/x/page/#props) and [ref][r], `[not](#code)`.',
        '',
        '```md',
        '[in a block](#block)',
        '```',
        '',
        '[r]: /x/page/#ref "Title"',
      ].join('\n'),
    );
  });

  it('turns an autolink the rewrite changes into a link keeping its text', () => {
    const local = (url: string) => url.replace('https://mui.com/x/', '/x/');
    expect(
      rewriteMarkdownLinks('Read https://mui.com/x/intro/ or <https://mui.com/x/a/>.', local),
    ).toBe('Read [https://mui.com/x/intro/](/x/intro/) or [https://mui.com/x/a/](/x/a/).');
  });

  it('leaves text without links alone', () => {
    expect(rewriteMarkdownLinks('No link *here*.', () => 'changed')).toBe('No link *here*.');
  });
});

describe('markdownLines', () => {
  it('marks the lines of fenced code blocks, fences included, as code', () => {
    const lines = markdownLines('# Title\n````md\n```\n# not a heading\n```\n````\n## Next');
    expect(lines.map(({ code }) => code)).toEqual([false, true, true, true, true, true, false]);
  });
});
