import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { useI18n } from '../../i18n';
import { localizePathname } from '../routing/pathnameToLanguage';

/**
 * Prose rendered to HTML at build time. Nothing in it hydrates; one click
 * listener turns links to other pages of the site into client-side
 * navigations in the reader's language.
 */
export function MarkdownHtml({ html }: { html: string }) {
  const router = useRouter();
  const { language } = useI18n();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
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
    void router.push(localizePathname(href, language));
  };
  return (
    // The listener only delegates link clicks; links stay keyboard-operable by themselves.
    <div className="markdown-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
