import { useRef, useState } from 'react';
import { useCodeBlockCopy } from '../code/useCodeBlockCopy';
import { useInstallTabs } from '../code/useInstallTabs';
import { useClientLinkNavigation } from '../../shared/useClientLinkNavigation';
import { visuallyHidden } from '../../shared/visuallyHidden';

/**
 * Prose rendered to HTML at build time. Nothing in it hydrates; delegated
 * listeners turn links to other pages of the site into client-side
 * navigations in the reader's language, and bring code blocks' copy buttons and install
 * blocks' package-manager tabs to life.
 */
export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  const onClick = useClientLinkNavigation();
  const ref = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  useCodeBlockCopy(ref, html, setAnnouncement);
  useInstallTabs(ref, html);
  return (
    <>
      {/* The listener only delegates clicks; links and buttons stay keyboard-operable by themselves. */}
      <div
        ref={ref}
        className={className ? `markdown-body ${className}` : 'markdown-body'}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <span role="status" style={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
