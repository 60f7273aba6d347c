import { useRouter } from 'next/router';
import { useRef, useState, type MouseEvent } from 'react';
import { useI18n } from '../../i18n';
import { useCodeBlockCopy } from '../code/useCodeBlockCopy';
import { localizePathname } from '../routing/pathnameToLanguage';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Prose rendered to HTML at build time. Nothing in it hydrates; delegated
 * listeners turn links to other pages of the site into client-side
 * navigations in the reader's language, and bring code blocks' copy buttons to life.
 */
export function MarkdownHtml({ html }: { html: string }) {
  const router = useRouter();
  const { language } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  useCodeBlockCopy(ref, html, setAnnouncement);

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
    <>
      {/* The listener only delegates clicks; links and buttons stay keyboard-operable by themselves. */}
      <div
        ref={ref}
        className="markdown-body"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <span role="status" style={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
