import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoDataReader } from './demoDataSources';

const content = mkdtempSync(path.join(tmpdir(), 'demo-data-'));
afterAll(() => rmSync(content, { recursive: true, force: true }));
mkdirSync(path.join(content, 'demo-data'));
const write = (name: string, text: string) =>
  writeFileSync(path.join(content, 'demo-data', `${name}.ts`), text);
write(
  'lighthouses',
  "import { coasts, type Coast } from '@demo-data/coasts';\nexport const lighthouses: { name: string; coast: Coast }[] = [{ name: 'Ar-Men', coast: coasts[0] }];\n",
);
write(
  'coasts',
  "export type Coast = 'Iroise' | 'Biscay';\nexport const coasts: Coast[] = ['Iroise'];\n",
);
write('sidecar', "import { helper } from './helper';\nexport const sidecar = helper;\n");

describe('createDemoDataReader', () => {
  it('reads the modules a demo imports and theirs, with a JavaScript variant', async () => {
    const modules = await createDemoDataReader(content).modulesOf(
      "import { lighthouses } from '@demo-data/lighthouses';",
      'Demo.tsx',
    );
    expect(modules.map((module) => module.name)).toEqual(['lighthouses', 'coasts']);
    // Formatted by the Prettier config found for the file (none here: Prettier's defaults).
    expect(modules[1].js).toMatch(/^export const coasts = \["Iroise"\];$/m);
    expect(modules[1].js).not.toContain('Coast');
  });

  it('names the importer of a missing module, a bad name and a relative import', async () => {
    const reader = createDemoDataReader(content);
    await expect(
      reader.modulesOf("import { x } from '@demo-data/reefs';", 'Demo.tsx'),
    ).rejects.toThrow(/Demo\.tsx imports @demo-data\/reefs, but .*reefs\.ts does not exist/);
    await expect(
      reader.modulesOf("import { x } from '@demo-data/Reefs';", 'Demo.tsx'),
    ).rejects.toThrow(/Demo\.tsx imports "@demo-data\/Reefs": a data module's name is camelCase/);
    await expect(
      reader.modulesOf("import { x } from '@demo-data/sidecar';", 'Demo.tsx'),
    ).rejects.toThrow(
      /sidecar\.ts imports "\.\/helper": a data module may import packages and other data modules/,
    );
  });
});
