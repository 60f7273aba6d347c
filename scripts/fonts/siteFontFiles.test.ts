import { describe, expect, it } from 'vitest';
import { planSiteFonts, renderSiteFontFaces } from './siteFontFiles';

const RANGES = { latin: 'U+0000-00FF', 'latin-ext': 'U+0100-02BA', cyrillic: 'U+0400-045F' };
const reader = {
  unicodeRanges: () => RANGES,
  fileBytes: (packageName: string, file: string) => new TextEncoder().encode(packageName + file),
};

describe('planSiteFonts', () => {
  const { faces, copies } = planSiteFonts(reader);

  it("serves Roboto's four Material weights and Inter's variable file, in three subsets", () => {
    expect(faces.filter((face) => face.family === 'Roboto')).toHaveLength(12);
    expect(faces.filter((face) => face.family === 'Inter').map((face) => face.weight)).toEqual([
      '100 900',
      '100 900',
      '100 900',
    ]);
    expect(new Set(faces.map((face) => face.subset))).toEqual(
      new Set(['latin', 'latin-ext', 'cyrillic']),
    );
    expect(copies).toHaveLength(faces.length);
  });

  it('names each file by its content, under /fonts/', () => {
    const roboto = faces.find((face) => face.family === 'Roboto' && face.weight === '500')!;
    expect(roboto).toMatchObject({ subset: 'latin', unicodeRange: 'U+0000-00FF' });
    expect(roboto.url).toMatch(/^\/fonts\/roboto-latin-500-normal\.[0-9a-f]{8}\.woff2$/);
    expect(copies[0]).toMatchObject({
      packageName: '@fontsource/roboto',
      file: 'roboto-latin-300-normal.woff2',
    });
    const other = planSiteFonts({ ...reader, fileBytes: () => new Uint8Array([1]) });
    expect(other.faces[0]!.url).not.toBe(faces[0]!.url);
  });

  it('says which subset is missing from a package', () => {
    expect(() =>
      planSiteFonts({ ...reader, unicodeRanges: () => ({ latin: 'U+0000-00FF' }) }),
    ).toThrow(/@fontsource\/roboto has no "latin-ext" subset/);
  });

  it('writes a typed module', () => {
    const written = renderSiteFontFaces(faces.slice(0, 1));
    expect(written).toContain('export const SITE_FONT_FACES: readonly SiteFontFace[] = [');
    expect(written).toContain('"family": "Roboto"');
  });
});
