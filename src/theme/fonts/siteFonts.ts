/**
 * The typefaces the site serves itself (never from another host): Roboto for Material UI and
 * MUI X demos (Material UI's default `"Roboto", "Helvetica", "Arial", sans-serif`) and Inter for
 * Joy UI demos (Joy's default `"Inter", …`). The chrome keeps the system font stack: it costs
 * no download, so the first paint of the prose never waits for a font.
 */
export type SiteTypeface = 'Roboto' | 'Inter';

/** One `@font-face`: a woff2 file of one subset, served from `/fonts/` (written by generate). */
export interface SiteFontFace {
  family: SiteTypeface;
  /** `400`, or a variable font's range (`100 900`). */
  weight: string;
  /** The fontsource subset: `latin`, `latin-ext`, `cyrillic`. */
  subset: string;
  /** The characters the file covers: the browser downloads it only when the text needs one. */
  unicodeRange: string;
  /** Same-origin URL, named by content hash (`/fonts/roboto-latin-400-normal.1a2b3c4d.woff2`). */
  url: string;
}

/**
 * The files a page's first screen needs, preloaded on pages with such demos: the latin subset
 * of Roboto's regular and medium weights (text, field values, grid cells; buttons, column
 * headers) and Inter's single variable file.
 */
const PRELOADED_WEIGHTS: Record<SiteTypeface, readonly string[]> = {
  Roboto: ['400', '500'],
  Inter: ['100 900'],
};

/**
 * The `@font-face` rules of every face, inlined in the page head: `font-display: swap` (the
 * fallback paints at once, the typeface replaces it when it arrives) and a `unicode-range`, so
 * a subset downloads only for a page that shows its characters.
 */
export function fontFaceCss(faces: readonly SiteFontFace[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:${face.family};font-style:normal;font-weight:${face.weight};font-display:swap;src:url(${face.url}) format("woff2");unicode-range:${face.unicodeRange}}`,
    )
    .join('');
}

/** The URLs to preload for demos in these typefaces (latin subset only), in a stable order. */
export function preloadedFontUrls(
  faces: readonly SiteFontFace[],
  typefaces: ReadonlySet<SiteTypeface>,
): string[] {
  return faces
    .filter(
      (face) =>
        typefaces.has(face.family) &&
        face.subset === 'latin' &&
        PRELOADED_WEIGHTS[face.family].includes(face.weight),
    )
    .map((face) => face.url);
}
