/** A result the reader opened, kept to offer it again when the palette opens empty. */
export interface RecentSearch {
  title: string;
  page: string;
  url: string;
}

export const RECENT_SEARCHES_KEY = 'docs-search-recent';
export const RECENT_SEARCHES_LIMIT = 5;

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { title, page, url } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof page === 'string' &&
    typeof url === 'string' &&
    url.startsWith('/')
  );
}

/** The stored list, or an empty one for anything unreadable (storage is the reader's, not ours). */
export function parseRecentSearches(stored: string | null): RecentSearch[] {
  if (!stored) {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** The list with `opened` first, without duplicates, at most five long. */
export function addRecentSearch(
  list: readonly RecentSearch[],
  opened: RecentSearch,
): RecentSearch[] {
  return [opened, ...list.filter((item) => item.url !== opened.url)].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  );
}
