import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { completeLockfile, platformOf } from './completeLockfile.mjs';

describe('platformOf', () => {
  it('reads os and cpu from a platform package name', () => {
    expect(platformOf('@next/swc-win32-arm64-msvc')).toEqual({ os: ['win32'], cpu: ['arm64'] });
    expect(platformOf('@unrs/resolver-binding-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
    });
    expect(platformOf('@next/swc-darwin-x64')).toEqual({ os: ['darwin'], cpu: ['x64'] });
    expect(platformOf('react-dom')).toBeNull();
  });
});

describe('completeLockfile', () => {
  it('adds missing optional platform packages with their exact versions', () => {
    const lock: { packages: Record<string, unknown> } = {
      packages: {
        '': { dependencies: { next: '15.5.29' } },
        'node_modules/next': {
          version: '15.5.29',
          optionalDependencies: {
            '@next/swc-linux-x64-gnu': '15.5.29',
            '@next/swc-darwin-arm64': '15.5.29',
            sharp: '^0.34.0',
          },
        },
        'node_modules/@next/swc-linux-x64-gnu': { version: '15.5.29', optional: true },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@next/swc-darwin-arm64']);
    expect(lock.packages['node_modules/@next/swc-darwin-arm64']).toEqual({
      version: '15.5.29',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
  });

  it('finds nothing missing in the committed lockfile (else run `npm run lockfile`)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(completeLockfile(lock)).toEqual([]);
  });
});
