import { useRouter } from 'next/router';
import { useCallback, type MouseEvent } from 'react';
import { useI18n } from '../i18n';
import { localizePathname, pathnameToLanguage } from '../docs/routing/pathnameToLanguage';

/**
 * A click listener for a block of server-rendered HTML: links to other pages
 * of the site become client-side navigations in the reader's language.
 * Modified clicks, fragments and external links keep their default.
 */
export function useClientLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const router = useRouter();
  const { language } = useI18n();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const link = (event.target as HTMLElement).closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) {
        return;
      }
      event.preventDefault();
      // Canonical links (markdown) take the reader's language; localized ones (navigation) keep theirs.
      const { canonicalAs, userLanguage } = pathnameToLanguage(href);
      void router.push(
        localizePathname(canonicalAs, href === canonicalAs ? language : userLanguage),
      );
    },
    [router, language],
  );
}
