// The data of the Material Icons gallery, as scripts/icons/ writes it and the page reads it.
// React-free: the generator, the gallery and the unit tests share it.

/** The themes of @mui/icons-material, in the order of the gallery's filter. */
export const ICON_THEMES = ['filled', 'outlined', 'rounded', 'twoTone', 'sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

export const ICON_THEME_LABELS: Record<IconTheme, string> = {
  filled: 'Filled',
  outlined: 'Outlined',
  rounded: 'Rounded',
  twoTone: 'Two tone',
  sharp: 'Sharp',
};

/** What follows the base name in an export name: `DeleteTwoTone`. */
export const ICON_THEME_SUFFIXES: Record<IconTheme, string> = {
  filled: '',
  outlined: 'Outlined',
  rounded: 'Rounded',
  twoTone: 'TwoTone',
  sharp: 'Sharp',
};

/** One SVG element: tag, attributes (React names), and child elements when it has some. */
export type EncodedIconShape =
  | [tag: string, attributes: Record<string, string | number>]
  | [tag: string, attributes: Record<string, string | number>, children: EncodedIconShape[]];

/**
 * Every icon: its base name, a bit mask of its themes (bit i is `ICON_THEMES[i]`) and, when it
 * has some, the comma-separated everyday words that should also find it.
 */
export interface MaterialIconIndex {
  icons: ([name: string, themes: number] | [name: string, themes: number, synonyms: string])[];
}

/** The shapes of one theme's icons by base name: a `d` string for a lone path, else elements. */
export type MaterialIconThemeShapes = Record<string, string | EncodedIconShape[]>;

export interface IconEntry {
  name: string;
  themes: number;
  /** Lowercase words of the name (`AccessAlarm` → access, alarm) and of its synonyms. */
  words: string[];
  synonyms: string[];
}

/** The words of a PascalCase name, lowercase: `Wifi4BarLock` → wifi, 4, bar, lock. */
export function nameWords(name: string): string[] {
  return (name.match(/[A-Z][a-z]*|[a-z]+|\d+/g) ?? [name]).map((word) => word.toLowerCase());
}

export function toIconEntries(index: MaterialIconIndex): IconEntry[] {
  return index.icons.map(([name, themes, synonyms]) => {
    const synonymList = synonyms ? synonyms.split(',') : [];
    return {
      name,
      themes,
      synonyms: synonymList,
      words: [...nameWords(name), ...synonymList.flatMap((synonym) => synonym.split(' '))],
    };
  });
}

export function hasTheme(entry: IconEntry, theme: IconTheme): boolean {
  return (entry.themes & (1 << ICON_THEMES.indexOf(theme))) !== 0;
}

/**
 * The icons of a theme that match a query, best first. Every word of the query must start a
 * word of the icon's name or of one of its synonyms, or the query (spaces left out) must
 * start the name. Ranking: the name itself, then names
 * starting with the query, then other name matches, then synonym matches; ties keep name order.
 */
export function searchIcons(
  entries: readonly IconEntry[],
  query: string,
  theme: IconTheme,
): IconEntry[] {
  const inTheme = entries.filter((entry) => hasTheme(entry, theme));
  const terms = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (terms.length === 0) {
    return inTheme;
  }
  const joined = terms.join('');
  const scored: { entry: IconEntry; score: number }[] = [];
  for (const entry of inTheme) {
    const lowerName = entry.name.toLowerCase();
    // A query typed as one word (`github`, `accessalarm`) may join several words of the name.
    const wholeName = lowerName.startsWith(joined);
    if (!wholeName && !terms.every((term) => entry.words.some((word) => word.startsWith(term)))) {
      continue;
    }
    const nameMatch = terms.every((term) =>
      nameWords(entry.name).some((word) => word.startsWith(term)),
    );
    const score = lowerName === joined ? 0 : lowerName.startsWith(joined) ? 1 : nameMatch ? 2 : 3;
    scored.push({ entry, score });
  }
  return scored.sort((a, b) => a.score - b.score).map(({ entry }) => entry);
}

/** The import line of an icon in a theme: `import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';`. */
export function importLine(name: string, theme: IconTheme): string {
  const exportName = `${name}${ICON_THEME_SUFFIXES[theme]}`;
  return `import ${exportName}Icon from '@mui/icons-material/${exportName}';`;
}
