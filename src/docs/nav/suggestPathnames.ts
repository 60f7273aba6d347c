/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

export interface Suggestion {
  pathname: string;
  title: string;
}

function normalize(pathname: string): string {
  return pathname
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

/**
 * Scores how close a known page is to a pathname that was not found. The last
 * segment weighs most (a typo in `/x/react-data-grid/editng` should find
 * `editing` wherever it lives); the whole path breaks ties.
 */
function distance(wanted: string, candidate: string): number {
  const wantedLast = wanted.slice(wanted.lastIndexOf('/') + 1);
  const candidateLast = candidate.slice(candidate.lastIndexOf('/') + 1);
  const lastScore =
    editDistance(wantedLast, candidateLast) / Math.max(wantedLast.length, candidateLast.length, 1);
  const wholeScore = editDistance(wanted, candidate) / Math.max(wanted.length, candidate.length, 1);
  const contains = wantedLast.length > 2 && candidate.includes(wantedLast) ? -0.3 : 0;
  return lastScore * 0.6 + wholeScore * 0.4 + contains;
}

/** The known pages nearest to a pathname that was not found, best first. */
export function suggestPathnames(
  notFound: string,
  pages: readonly Suggestion[],
  limit = 5,
  /** Scores above this are too far to be a useful suggestion. */
  threshold = 0.6,
): Suggestion[] {
  const wanted = normalize(notFound);
  return pages
    .map((page) => ({ page, score: distance(wanted, normalize(page.pathname)) }))
    .filter(({ score }) => score <= threshold)
    .sort((a, b) => a.score - b.score || a.page.pathname.localeCompare(b.page.pathname))
    .slice(0, limit)
    .map(({ page }) => page);
}
