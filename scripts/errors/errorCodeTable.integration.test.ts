import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildErrorCodeTable } from './buildErrorCodeTable';
import { readInstalledErrorMessages } from './readInstalledErrorMessages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const installed = readInstalledErrorMessages(path.join(ROOT, 'node_modules'));
const table = buildErrorCodeTable(installed.found, installed.packages);

describe('the production error table of the installed packages', () => {
  it('holds the 15 codes that @mui/material 5.18, @mui/system, @mui/utils and @mui/base throw', () => {
    expect(Object.keys(table.codes).map(Number)).toEqual([
      1, 2, 6, 7, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect(table.packages.map(({ name }) => name)).toEqual([
      '@mui/base',
      '@mui/joy',
      '@mui/lab',
      '@mui/material',
      '@mui/system',
      '@mui/utils',
    ]);
  });

  it('gives a known code its development message, values as %s', () => {
    expect(table.codes['7']).toEqual({
      message: 'MUI: `capitalize(string)` expects a string argument.',
      packages: ['@mui/utils'],
    });
    expect(table.codes['9'].message).toMatch(
      /^MUI: Unsupported `%s` color\.\nThe following formats/,
    );
    expect(table.codes['11'].message.split('%s')).toHaveLength(3);
    expect(table.codes['20'].packages).toEqual(['@mui/material', '@mui/system']);
  });

  it('reads every build of each package that throws coded errors', () => {
    const builds = new Map<string, Set<string>>();
    for (const { packageName, flavour } of installed.found) {
      builds.set(packageName, (builds.get(packageName) ?? new Set()).add(flavour));
    }
    expect(Object.fromEntries([...builds].map(([name, set]) => [name, [...set].sort()]))).toEqual({
      '@mui/base': ['legacy', 'modern', 'node', 'root'],
      '@mui/material': ['legacy', 'modern', 'node', 'root'],
      '@mui/system': ['esm', 'legacy', 'modern', 'root'],
      '@mui/utils': ['esm', 'legacy', 'modern', 'root'],
    });
    // Each call appears once per build: four builds, and code 17 twice in @mui/base.
    const calls = installed.found.filter(({ code }) => code === 17);
    expect(calls).toHaveLength(8);
  });

  it('is what `npm run generate` wrote to generated/errorCodes.json', () => {
    const written = JSON.parse(
      readFileSync(path.join(ROOT, 'generated', 'errorCodes.json'), 'utf8'),
    );
    expect(written).toEqual(table);
  });
});
