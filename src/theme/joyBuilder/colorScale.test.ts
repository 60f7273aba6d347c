import colors from '@mui/joy/colors';
import { describe, expect, it } from 'vitest';
import { contrastRatio, scaleFromBase, SHADES } from './colorScale';

describe('scaleFromBase', () => {
  it('keeps the base as 500 and runs from light to dark', () => {
    for (const base of ['#0b6bcb', '#7e22ce', '#c41c1c', '#1f7a1f', '#9a5b13', '#636b74']) {
      const scale = scaleFromBase(base);
      expect(scale['500']).toBe(base);
      for (const shade of SHADES) {
        expect(scale[shade]).toMatch(/^#[0-9a-f]{6}$/);
      }
      const luminance = SHADES.map((shade) => contrastRatio(scale[shade], '#000000'));
      for (let index = 1; index < luminance.length; index += 1) {
        expect(luminance[index], `${base} ${SHADES[index]}`).toBeLessThan(luminance[index - 1]);
      }
    }
  });

  it("makes a scale close to Joy's own blue from its 500", () => {
    const scale = scaleFromBase(colors.blue[500].toLowerCase());
    for (const shade of SHADES) {
      // Within a small contrast step of Joy's shade, both ways.
      const ratio = contrastRatio(scale[shade], colors.blue[shade]);
      expect(ratio, shade).toBeLessThan(1.35);
    }
  });

  it('keeps white text readable on 500 and 500 text readable on white for a mid-dark base', () => {
    const scale = scaleFromBase('#7e22ce');
    expect(contrastRatio(scale['500'], '#ffffff')).toBeGreaterThan(4.5);
    // Soft variant text on its background, light and dark.
    expect(contrastRatio(scale['700'], scale['100'])).toBeGreaterThan(4.5);
    expect(contrastRatio(scale['200'], scale['800'])).toBeGreaterThan(4.5);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a color on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7e22ce', '#7e22ce')).toBe(1);
  });
});
