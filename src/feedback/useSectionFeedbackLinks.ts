import { useEffect } from 'react';

/** Attribute of the "feedback on this section" links the markdown renderer puts on headings. */
export const SECTION_LINK_ATTRIBUTE = 'data-feedback-section';

/**
 * Calls `onPick` with the heading id when a reader follows a "feedback on this
 * section" link. The links are plain `#page-feedback` anchors in the page's
 * HTML (so they work before hydration); once hydrated, the widget takes them
 * over to pre-fill the section.
 */
export function useSectionFeedbackLinks(onPick: (section: string) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.(`a[${SECTION_LINK_ATTRIBUTE}]`);
      const section = link?.getAttribute(SECTION_LINK_ATTRIBUTE);
      if (section) {
        event.preventDefault();
        onPick(section);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [onPick]);
}
