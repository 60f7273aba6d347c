/**
 * Color scales for Joy UI palettes: a `50`…`900` scale made from one base color (its `500`),
 * and the contrast ratio of two colors. React-free and pure; colors are `#rrggbb`.
 */

export const SHADES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;
export type Shade = (typeof SHADES)[number];
export type ColorScale = Record<Shade, string>;

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(value: number): number {
  const c = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return c * 255;
}

/** OKLCH of an sRGB color: lightness 0–1, chroma, hue in radians. */
function toOklch(hex: string): [number, number, number] {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(A, B), Math.atan2(B, A)];
}

/** Linear sRGB of an OKLCH color (channels may fall outside 0–1: out of gamut). */
function oklchToLinear(L: number, C: number, h: number): Rgb {
  const A = C * Math.cos(h);
  const B = C * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

function inGamut(rgb: Rgb): boolean {
  return rgb.every((channel) => channel >= -0.0001 && channel <= 1.0001);
}

/** The sRGB color of an OKLCH value, its chroma reduced until it fits sRGB. */
function oklchToHex(L: number, C: number, h: number): string {
  let low = 0;
  let high = C;
  if (!inGamut(oklchToLinear(L, C, h))) {
    for (let step = 0; step < 20; step += 1) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinear(L, mid, h))) {
        low = mid;
      } else {
        high = mid;
      }
    }
    C = low;
  }
  return rgbToHex(oklchToLinear(L, C, h).map(fromLinear) as Rgb);
}

/**
 * Each shade's step from the base color: `toward` is how far its lightness moves from the
 * base's to the light end (shades below 500) or the dark end (above 500), `chroma` what share
 * of the base's chroma it keeps. Close to the steps of Joy UI's own scales.
 */
const STEPS: Record<Exclude<Shade, '500'>, { toward: number; chroma: number }> = {
  '50': { toward: 0.94, chroma: 0.12 },
  '100': { toward: 0.86, chroma: 0.22 },
  '200': { toward: 0.7, chroma: 0.42 },
  '300': { toward: 0.48, chroma: 0.68 },
  '400': { toward: 0.22, chroma: 0.92 },
  '600': { toward: 0.16, chroma: 0.92 },
  '700': { toward: 0.42, chroma: 0.78 },
  '800': { toward: 0.66, chroma: 0.52 },
  '900': { toward: 0.82, chroma: 0.38 },
};

/** The lightness the lightest and darkest shades move toward. */
const LIGHT_END = 0.985;
const DARK_END = 0.14;

/**
 * A `50`…`900` scale with `base` as its `500`: lighter shades above it, darker below, in
 * the base's hue (steps in OKLCH, so they look even).
 */
export function scaleFromBase(base: string): ColorScale {
  const [L, C, h] = toOklch(base);
  const scale = { '500': base } as ColorScale;
  for (const shade of SHADES) {
    if (shade === '500') {
      continue;
    }
    const { toward, chroma } = STEPS[shade];
    const end = Number(shade) < 500 ? Math.max(LIGHT_END, L) : Math.min(DARK_END, L);
    scale[shade] = oklchToHex(L + (end - L) * toward, C * chroma, h);
  }
  return scale;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colors, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
