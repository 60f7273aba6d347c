import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { planSiteFonts, renderSiteFontFaces } from './siteFontFiles';

/**
 * Copies the site's woff2 files from the installed fontsource packages to `public/fonts/`
 * (content-hashed names, served with a year-long immutable cache: next.config.ts) and writes
 * `generated/siteFontFaces.ts`. Files of earlier versions are removed.
 */
export function writeSiteFonts({
  root,
  generated,
  writeIfChanged,
}: {
  root: string;
  generated: string;
  writeIfChanged: (file: string, text: string) => void;
}): void {
  const packageDir = (packageName: string) => path.join(root, 'node_modules', packageName);
  const { faces, copies } = planSiteFonts({
    unicodeRanges: (packageName) =>
      JSON.parse(
        readFileSync(path.join(packageDir(packageName), 'unicode.json'), 'utf8'),
      ) as Record<string, string>,
    fileBytes: (packageName, file) =>
      readFileSync(path.join(packageDir(packageName), 'files', file)),
  });
  const fontsDir = path.join(root, 'public', 'fonts');
  mkdirSync(fontsDir, { recursive: true });
  const written = new Set(copies.map((copy) => copy.publicName));
  for (const name of readdirSync(fontsDir)) {
    if (!written.has(name)) {
      rmSync(path.join(fontsDir, name));
    }
  }
  for (const { packageName, file, publicName } of copies) {
    const target = path.join(fontsDir, publicName);
    if (!existsSync(target)) {
      copyFileSync(path.join(packageDir(packageName), 'files', file), target);
    }
  }
  writeIfChanged(path.join(generated, 'siteFontFaces.ts'), renderSiteFontFaces(faces));
  console.log(`public/fonts: ${copies.length} woff2 files (${faces.length} font faces)`);
}
