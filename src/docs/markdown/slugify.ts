/** A URL fragment for a heading: lowercase words joined by dashes, letters of any script kept. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Hands out unique slugs: a repeated heading gets `-2`, `-3`… */
export function createSlugger(): (text: string) => string {
  const counts = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const count = (counts.get(base) ?? 0) + 1;
    counts.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
