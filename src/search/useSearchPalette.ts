import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PRODUCTS } from '../products';
import { getProductInfoFromUrl } from '../docs/routing/productInfoFromUrl';
import { localizePathname } from '../docs/routing/pathnameToLanguage';
import { useI18n } from '../i18n';
import { loadSearchEngine } from './loadSearchEngine';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  type RecentSearch,
} from './recentSearches';
import type { SearchDocument } from './searchDocument';
import type { SearchEngine } from './searchEngine';

/** One row of the palette: a search result, a recent pick or a quick link. */
export interface PaletteOption {
  key: string;
  title: string;
  page: string;
  url: string;
  group: 'results' | 'recent' | 'quick';
  document: SearchDocument | null;
}

export type PaletteStatus = 'loading' | 'ready' | 'error';

const QUICK_LINKS: PaletteOption[] = PRODUCTS.map((product) => ({
  key: `quick:${product.href}`,
  title: product.name,
  page: product.packageName,
  url: product.href,
  group: 'quick',
  document: null,
}));

function readRecent(): RecentSearch[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

/** The palette's state: the engine, the query and its options, and going to one. */
export function useSearchPalette(open: boolean, onClose: () => void) {
  const router = useRouter();
  const { language } = useI18n();
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [status, setStatus] = useState<PaletteStatus>('loading');
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<RecentSearch[]>([]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    // Each open starts afresh: an empty query offers recent picks and quick links.
    setQuery('');
    setRecent(readRecent());
    let cancelled = false;
    loadSearchEngine().then(
      (loaded) => {
        if (!cancelled) {
          setEngine(loaded);
          setStatus('ready');
        }
      },
      () => {
        if (!cancelled) {
          setStatus('error');
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open]);

  const productId = getProductInfoFromUrl(router.asPath).productId;
  const options = useMemo((): PaletteOption[] => {
    if (query.trim() === '') {
      return [
        ...recent.map((item) => ({
          ...item,
          key: `recent:${item.url}`,
          group: 'recent' as const,
          document: null,
        })),
        ...QUICK_LINKS,
      ];
    }
    if (!engine) {
      return [];
    }
    // Measured by `npm run bench` (the `docs-search` entries): one search per keystroke.
    const started = performance.now();
    const results = engine.search(query, { productId });
    performance.measure('docs-search', { start: started, detail: query });
    return results.map(({ document }) => ({
      key: `result:${document.id}`,
      title: document.title,
      page: document.page,
      url: document.url,
      group: 'results' as const,
      document,
    }));
  }, [engine, productId, query, recent]);

  const go = useCallback(
    (option: PaletteOption) => {
      const next = addRecentSearch(recent, {
        title: option.title,
        page: option.page,
        url: option.url,
      });
      try {
        window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
      } catch {
        // Storage may be full or blocked; the search itself still works.
      }
      onClose();
      void router.push(localizePathname(option.url, language));
    },
    [language, onClose, recent, router],
  );

  return { status, query, setQuery, options, go };
}
