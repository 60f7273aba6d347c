import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('npm run build', () => {
  // A build that does not record its source hash makes the next `npm start` build again.
  it('runs scripts/build.mjs, which records the hash of the sources it built', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toMatch(/\bnode scripts\/build\.mjs\b/);
    expect(readFileSync(path.join(ROOT, 'scripts', 'build.mjs'), 'utf8')).toMatch(
      /buildRecordingHash\(/,
    );
  });
});
