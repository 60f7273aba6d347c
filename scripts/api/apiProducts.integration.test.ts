import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCacheKey } from './apiCache';
import { apiProductSpecs, mergeCoreRequests } from './apiProducts';

const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');

describe('apiProductSpecs', () => {
  it('documents the installed X packages at their exact versions, lowest plan first', () => {
    const specs = apiProductSpecs(NODE_MODULES, []);
    expect(
      specs.map((spec) => [spec.product, spec.packages.map((pkg) => `${pkg.name}@${pkg.version}`)]),
    ).toEqual([
      [
        'data-grid',
        [
          '@mui/x-data-grid@6.19.1',
          '@mui/x-data-grid-pro@6.19.1',
          '@mui/x-data-grid-premium@6.19.1',
        ],
      ],
      ['date-pickers', ['@mui/x-date-pickers@6.19.0', '@mui/x-date-pickers-pro@6.19.0']],
      ['charts', ['@mui/x-charts@6.19.1']],
      ['tree-view', ['@mui/x-tree-view@6.17.0']],
    ]);
  });

  it('adds a core family for the components and hooks its guide pages list', () => {
    const [base] = apiProductSpecs(NODE_MODULES, [
      { family: 'base-ui', components: ['Button'], hooks: ['useButton'] },
    ]).slice(-1);
    expect(base).toMatchObject({
      product: 'base-ui',
      components: ['Button'],
      hooks: ['useButton'],
    });
    expect(base.packages[0].name).toBe('@mui/base');
  });

  it('takes each core family’s packages from the product registry (Material UI with its lab)', () => {
    const specs = apiProductSpecs(NODE_MODULES, [
      { family: 'material-ui', components: ['Button', 'LoadingButton'], hooks: [] },
      { family: 'joy-ui', components: ['Button'], hooks: [] },
      { family: 'system', components: ['Box'], hooks: [] },
    ]).slice(-3);
    expect(
      specs.map((spec) => [spec.product, spec.packages.map((pkg) => `${pkg.name}@${pkg.version}`)]),
    ).toEqual([
      ['material-ui', ['@mui/material@5.18.0', '@mui/lab@5.0.0-alpha.177']],
      ['joy-ui', ['@mui/joy@5.0.0-beta.52']],
      ['system', ['@mui/system@5.18.0']],
    ]);
    expect(specs.every((spec) => spec.core)).toBe(true);
  });

  it('names a folder the registry has no core family for, and where to add it', () => {
    expect(() =>
      apiProductSpecs(NODE_MODULES, [{ family: 'toolpad', components: ['Button'], hooks: [] }]),
    ).toThrow(/src\/products\/productRegistry.ts has no core family toolpad: add it there/);
  });
});

describe('mergeCoreRequests', () => {
  it('merges pages of one family, sorted and without repeats', () => {
    expect(
      mergeCoreRequests([
        { family: 'base-ui', components: ['Switch', 'Button'], hooks: [] },
        { family: 'base-ui', components: ['Button'], hooks: ['useButton'] },
      ]),
    ).toEqual([{ family: 'base-ui', components: ['Button', 'Switch'], hooks: ['useButton'] }]);
  });
});

describe('apiCacheKey', () => {
  it('changes with a package version or the generator source, not otherwise', () => {
    const specs = apiProductSpecs(NODE_MODULES, []);
    const sources = [{ path: 'scripts/api/a.ts', text: 'one' }];
    const key = apiCacheKey(specs, sources);
    expect(apiCacheKey(specs, [...sources])).toBe(key);
    expect(apiCacheKey(specs, [{ path: 'scripts/api/a.ts', text: 'two' }])).not.toBe(key);
    const bumped = specs.map((spec, index) =>
      index === 0
        ? { ...spec, packages: spec.packages.map((pkg) => ({ ...pkg, version: '6.19.2' })) }
        : spec,
    );
    expect(apiCacheKey(bumped, sources)).not.toBe(key);
  });
});
