import { useClientLinkNavigation } from './useClientLinkNavigation';

/**
 * Prose rendered to HTML at build time. Nothing in it hydrates; one click
 * listener turns links to other pages of the site into client-side
 * navigations in the reader's language.
 */
export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  const onClick = useClientLinkNavigation();
  return (
    // The listener only delegates link clicks; links stay keyboard-operable by themselves.
    <div
      className={className ? `markdown-body ${className}` : 'markdown-body'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
