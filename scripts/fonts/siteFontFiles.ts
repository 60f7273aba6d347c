import { createHash } from 'node:crypto';
import type { SiteFontFace, SiteTypeface } from '../../src/theme/fonts/siteFonts';

/** Where each typeface comes from: an installed fontsource package and its weights. */
interface TypefaceSource {
  family: SiteTypeface;
  packageName: string;
  /** Static weights (one file each), or a variable font's range (one file). */
  weights: readonly string[];
  /** The package's woff2 file of a subset and weight. */
  file: (subset: string, weight: string) => string;
}

const TYPEFACES: readonly TypefaceSource[] = [
  {
    family: 'Roboto',
    packageName: '@fontsource/roboto',
    // The weights Material UI's typography uses: light, regular, medium, bold.
    weights: ['300', '400', '500', '700'],
    file: (subset, weight) => `roboto-${subset}-${weight}-normal.woff2`,
  },
  {
    family: 'Inter',
    packageName: '@fontsource-variable/inter',
    weights: ['100 900'],
    file: (subset) => `inter-${subset}-wght-normal.woff2`,
  },
];

/** Latin first (what the pages show); the others download only for text that needs them. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;

/** What the generator reads from an installed fontsource package. */
export interface FontPackageReader {
  /** The package's `unicode.json`: subset → unicode-range. */
  unicodeRanges: (packageName: string) => Record<string, string>;
  /** The bytes of a file under the package's `files/`. */
  fileBytes: (packageName: string, file: string) => Uint8Array;
}

export interface SiteFontFiles {
  faces: SiteFontFace[];
  /** Each file to serve: from the package, to its content-hashed name under `public/fonts/`. */
  copies: { packageName: string; file: string; publicName: string }[];
}

/** The site's font faces and the files they need, named by content so they cache forever. */
export function planSiteFonts(reader: FontPackageReader): SiteFontFiles {
  const faces: SiteFontFace[] = [];
  const copies: SiteFontFiles['copies'] = [];
  for (const source of TYPEFACES) {
    const ranges = reader.unicodeRanges(source.packageName);
    for (const subset of SUBSETS) {
      const unicodeRange = ranges[subset];
      if (!unicodeRange) {
        throw new Error(
          `${source.packageName} has no "${subset}" subset in its unicode.json: check the installed version, or drop the subset from scripts/fonts/siteFontFiles.ts.`,
        );
      }
      for (const weight of source.weights) {
        const file = source.file(subset, weight);
        const hash = createHash('sha256')
          .update(reader.fileBytes(source.packageName, file))
          .digest('hex')
          .slice(0, 8);
        const publicName = file.replace(/\.woff2$/, `.${hash}.woff2`);
        copies.push({ packageName: source.packageName, file, publicName });
        faces.push({
          family: source.family,
          weight,
          subset,
          unicodeRange,
          url: `/fonts/${publicName}`,
        });
      }
    }
  }
  return { faces, copies };
}

/** `generated/siteFontFaces.ts`: the faces, for the document head. */
export function renderSiteFontFaces(faces: readonly SiteFontFace[]): string {
  return `// Written by scripts/generate.ts from the installed fontsource packages: do not edit.
import type { SiteFontFace } from '../src/theme/fonts/siteFonts';

export const SITE_FONT_FACES: readonly SiteFontFace[] = ${JSON.stringify(faces, null, 2)};
`;
}
