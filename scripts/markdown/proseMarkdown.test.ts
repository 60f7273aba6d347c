import { describe, expect, it } from 'vitest';
import { fencedCode, proseMarkdown } from './proseMarkdown';

const replacements = {
  demo: async ({
    file,
    cssFile,
    tailwindFile,
  }: {
    file: string;
    cssFile: string | null;
    tailwindFile: string | null;
  }) =>
    `#### ${file}${cssFile ? ` css:${cssFile}` : ''}${tailwindFile ? ` tw:${tailwindFile}` : ''}`,
  tool: (name: string) => `TOOL ${name}`,
  link: (url: string) => (url.startsWith('#') ? `/x/page/${url}` : url),
};

describe('proseMarkdown', () => {
  it('replaces top-level demo and tool slots and keeps the prose as written', async () => {
    const source = [
      '## Basics',
      '',
      'Some *prose* with a [link](#basics).',
      '',
      '::demo{file="BasicGrid"}',
      '',
      '::demo{file="Cart" css="CartCss" tailwind="CartTailwind"}',
      '',
      '::tool{name="colorTool"}',
      '',
      '- a list at 10:30',
    ].join('\n');
    expect(await proseMarkdown(source, replacements)).toBe(
      [
        '## Basics',
        '',
        'Some *prose* with a [link](/x/page/#basics).',
        '',
        '#### BasicGrid',
        '',
        '#### Cart css:CartCss tw:CartTailwind',
        '',
        'TOOL colorTool',
        '',
        '- a list at 10:30',
      ].join('\n'),
    );
  });

  it('turns callouts into alert blockquotes, with the links inside rewritten', async () => {
    const source = [
      ':::warning',
      'Mind [this](#mind).',
      '',
      '```ts',
      'code();',
      '```',
      ':::',
      '',
      ':::info',
      'Note.',
      ':::',
    ].join('\n');
    expect(await proseMarkdown(source, replacements)).toBe(
      [
        '> [!WARNING]',
        '> Mind [this](/x/page/#mind).',
        '>',
        '> ```ts',
        '> code();',
        '> ```',
        '',
        '> [!NOTE]',
        '> Note.',
      ].join('\n'),
    );
  });

  it('leaves slots inside code blocks alone', async () => {
    const source = '```md\n::demo{file="Inside"}\n```';
    expect(await proseMarkdown(source, replacements)).toBe(source);
  });
});

describe('fencedCode', () => {
  it('uses a fence longer than any backtick run in the code', () => {
    expect(fencedCode('const a = `x`;\n', 'ts')).toBe('```ts\nconst a = `x`;\n```');
    expect(fencedCode('````\n', 'md')).toBe('`````md\n````\n`````');
  });
});
