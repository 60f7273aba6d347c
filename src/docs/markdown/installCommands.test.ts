import { describe, expect, it } from 'vitest';
import {
  installCommandsOfBlock,
  installCommandsOfBlocks,
  isShellLanguage,
  managerOfBlock,
} from './installCommands';

describe('managerOfBlock', () => {
  it.each([
    ['npm install @mui/material', 'npm'],
    ['yarn add @mui/material', 'yarn'],
    ['pnpm add -D tailwindcss', 'pnpm'],
    ['npm uninstall a\nnpm install b', 'npm'],
    ['# Community\nnpm install a\n# Pro\nnpm install b', 'npm'],
    ['npm install a\nyarn add a', null],
    ['npx create-next-app', null],
    ['cd app\nnpm install a', null],
    ['npminstall a', null],
    ['# only a comment', null],
    ['', null],
  ])('%j runs %j', (code, manager) => {
    expect(managerOfBlock(code)).toBe(manager);
  });
});

describe('installCommandsOfBlocks (three blocks in a row)', () => {
  it('takes one block per package manager', () => {
    expect(
      installCommandsOfBlocks(['npm install a b\n', 'yarn add a b\n', 'pnpm add a b\n']),
    ).toEqual({ npm: 'npm install a b', yarn: 'yarn add a b', pnpm: 'pnpm add a b' });
  });

  it('keeps blocks of several commands whole, in any order', () => {
    expect(
      installCommandsOfBlocks([
        'pnpm remove x\npnpm add y',
        'npm uninstall x\nnpm install y',
        'yarn remove x\nyarn add y',
      ]),
    ).toEqual({
      npm: 'npm uninstall x\nnpm install y',
      yarn: 'yarn remove x\nyarn add y',
      pnpm: 'pnpm remove x\npnpm add y',
    });
  });

  it.each([
    [['npm install a', 'yarn add a']],
    [['npm install a', 'npm install b', 'yarn add a']],
    [['npm install a', 'yarn add a', 'npx run a']],
    [['npm install a', 'yarn add a', 'pnpm add a', 'npm install b']],
    [['npm install a\nyarn add a', 'yarn add a', 'pnpm add a']],
  ])('leaves %j alone', (codes) => {
    expect(installCommandsOfBlocks(codes)).toBeNull();
  });
});

describe('installCommandsOfBlock (one block holding all three)', () => {
  it('splits one line per package manager', () => {
    expect(installCommandsOfBlock('npm install a\nyarn add a\npnpm add a\n')).toEqual({
      npm: 'npm install a',
      yarn: 'yarn add a',
      pnpm: 'pnpm add a',
    });
  });

  it('drops headings that name the manager and blank lines between the runs', () => {
    expect(
      installCommandsOfBlock(
        '# npm\nnpm install a\n\n# yarn\nyarn add a\n\n# pnpm\npnpm add a\npnpm add b',
      ),
    ).toEqual({ npm: 'npm install a', yarn: 'yarn add a', pnpm: 'pnpm add a\npnpm add b' });
  });

  it.each([
    ['a single npm command with flags', 'npm install -D tailwindcss@3 postcss'],
    ['one command with the others in a comment', 'npm install x   # or: yarn add / pnpm add'],
    ['a manager missing', 'npm install a\nyarn add a'],
    ['a manager twice', 'npm install a\nyarn add a\nnpm install b\npnpm add a'],
    ['another program', 'npm install a\nyarn add a\npnpm add a\nnode index.js'],
    ['a comment that would be lost', '# Community\nnpm install a\nyarn add a\npnpm add a'],
    ['an empty block', ''],
  ])('leaves %s alone', (_case, code) => {
    expect(installCommandsOfBlock(code)).toBeNull();
  });
});

it('treats bash, sh and shell fences as shell', () => {
  expect(['bash', 'sh', 'shell', 'tsx', undefined].map(isShellLanguage)).toEqual([
    true,
    true,
    true,
    false,
    false,
  ]);
});
