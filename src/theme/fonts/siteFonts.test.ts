import { describe, expect, it } from 'vitest';
import { fontFaceCss, preloadedFontUrls, type SiteFontFace } from './siteFonts';

const face = (family: SiteFontFace['family'], weight: string, subset: string): SiteFontFace => ({
  family,
  weight,
  subset,
  unicodeRange: subset === 'latin' ? 'U+0000-00FF' : 'U+0400-045F',
  url: `/fonts/${family.toLowerCase()}-${subset}-${weight.replace(' ', '-')}.abcd1234.woff2`,
});

const FACES = [
  face('Roboto', '300', 'latin'),
  face('Roboto', '400', 'latin'),
  face('Roboto', '400', 'cyrillic'),
  face('Roboto', '500', 'latin'),
  face('Roboto', '700', 'latin'),
  face('Inter', '100 900', 'latin'),
  face('Inter', '100 900', 'cyrillic'),
];

describe('fontFaceCss', () => {
  it('declares each face with swap and its unicode range, from the site', () => {
    const css = fontFaceCss(FACES);
    expect(css.match(/@font-face/g)).toHaveLength(FACES.length);
    expect(css).toContain(
      '@font-face{font-family:Roboto;font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/roboto-cyrillic-400.abcd1234.woff2) format("woff2");unicode-range:U+0400-045F}',
    );
    expect(css).toContain('font-family:Inter;font-style:normal;font-weight:100 900;');
    expect(css).not.toMatch(/https?:/);
  });
});

describe('preloadedFontUrls', () => {
  it("preloads Roboto's latin regular and medium for Material demos", () => {
    expect(preloadedFontUrls(FACES, new Set(['Roboto']))).toEqual([
      '/fonts/roboto-latin-400.abcd1234.woff2',
      '/fonts/roboto-latin-500.abcd1234.woff2',
    ]);
  });

  it("preloads Inter's latin file for Joy demos, and nothing without demos", () => {
    expect(preloadedFontUrls(FACES, new Set(['Inter']))).toEqual([
      '/fonts/inter-latin-100-900.abcd1234.woff2',
    ]);
    expect(preloadedFontUrls(FACES, new Set())).toEqual([]);
  });
});
