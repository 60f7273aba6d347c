// The Material Icons gallery's index, built from the installed @mui/icons-material: one list
// of icon names (with their themes and search words) and one shape file per theme.
import type { IconShape, InstalledIcon } from './readMaterialIcons';
import { ICON_SYNONYMS } from './iconSynonyms';
import {
  ICON_THEMES,
  type EncodedIconShape,
  type IconTheme,
  type MaterialIconIndex,
  type MaterialIconThemeShapes,
} from '../../src/iconGallery/materialIconData';

/** The suffix of each theme's export names; the filled icons have none. */
const THEME_SUFFIXES: Record<Exclude<IconTheme, 'filled'>, string> = {
  outlined: 'Outlined',
  rounded: 'Rounded',
  twoTone: 'TwoTone',
  sharp: 'Sharp',
};

/** The smallest form of an icon's shapes: a lone plain path is just its `d`. */
export function encodeShapes(shapes: readonly IconShape[]): string | EncodedIconShape[] {
  const [first] = shapes;
  if (shapes.length === 1 && !first.children && Object.keys(first.attributes).join() === 'd') {
    return String(first.attributes.d);
  }
  const encode = (shape: IconShape): EncodedIconShape =>
    shape.children
      ? [shape.tag, shape.attributes, shape.children.map(encode)]
      : [shape.tag, shape.attributes];
  return shapes.map(encode);
}

/** The base name and theme of an export: `DeleteOutlined` is the outlined `Delete`. */
export function splitIconName(
  name: string,
  names: ReadonlySet<string>,
): { base: string; theme: IconTheme } {
  for (const [theme, suffix] of Object.entries(THEME_SUFFIXES) as [IconTheme, string][]) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && base !== '' && names.has(base)) {
      return { base, theme };
    }
  }
  return { base: name, theme: 'filled' };
}

export function buildMaterialIconIndex(icons: readonly InstalledIcon[]): {
  index: MaterialIconIndex;
  themes: Record<IconTheme, MaterialIconThemeShapes>;
} {
  const names = new Set(icons.map((icon) => icon.name));
  const themes = Object.fromEntries(ICON_THEMES.map((theme) => [theme, {}])) as Record<
    IconTheme,
    MaterialIconThemeShapes
  >;
  const masks = new Map<string, number>();
  const add = (base: string, theme: IconTheme, shapes: readonly IconShape[]) => {
    themes[theme][base] = encodeShapes(shapes);
    masks.set(base, (masks.get(base) ?? 0) | (1 << ICON_THEMES.indexOf(theme)));
  };
  for (const icon of icons) {
    const { base, theme } = splitIconName(icon.name, names);
    add(base, theme, icon.shapes);
    // `InsertChartOutlined` is both the outlined `InsertChart` and the filled base of
    // `InsertChartOutlinedRounded` and its siblings: list it under both names.
    if (
      theme !== 'filled' &&
      Object.values(THEME_SUFFIXES).some((suffix) => names.has(`${icon.name}${suffix}`))
    ) {
      add(icon.name, 'filled', icon.shapes);
    }
  }
  const words = new Map<string, Set<string>>();
  for (const entry of ICON_SYNONYMS) {
    for (const icon of entry.icons) {
      if (!masks.has(icon)) {
        throw new Error(
          `scripts/icons/iconSynonyms.ts names the icon "${icon}", which @mui/icons-material does not export: fix or remove it.`,
        );
      }
      const set = words.get(icon) ?? new Set<string>();
      entry.words.forEach((word) => set.add(word));
      words.set(icon, set);
    }
  }
  const index: MaterialIconIndex = {
    icons: [...masks.keys()].sort().map((base) => {
      const synonyms = [...(words.get(base) ?? [])].join(',');
      return synonyms ? [base, masks.get(base)!, synonyms] : [base, masks.get(base)!];
    }),
  };
  return { index, themes };
}
