import { useState } from 'react';
import { useTranslate } from '../../i18n';
import { useAnnounce } from './ApiAnnouncer';
import { useIsHydrating } from '../../hydration';

const LINK_PATH =
  'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5';
const CHECK_PATH = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

/**
 * Copies the address of one row (`…/data-grid/#props-checkboxSelection`).
 * It does nothing before the page is interactive, so it is rendered only
 * after hydration (the row's name is a plain anchor link meanwhile). A plain
 * button, not a Material UI one: a page has hundreds.
 */
export function ApiCopyLinkButton({ id, name }: { id: string; name: string }) {
  const t = useTranslate();
  const hydrated = !useIsHydrating();
  const announce = useAnnounce();
  const [copied, setCopied] = useState(false);
  if (!hydrated) {
    return null;
  }
  const copy = async () => {
    const url = new URL(`#${id}`, window.location.href).href;
    try {
      await window.navigator.clipboard.writeText(url);
      setCopied(true);
      announce(t('api.linkCopied'));
    } catch {
      // Clipboard refused (permissions, insecure context): the anchor link still works.
    }
  };
  return (
    <button
      type="button"
      className="ApiIconButton ApiRow-copy"
      aria-label={t('api.copyLink', { name })}
      data-copied={copied ? '' : undefined}
      onClick={copy}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={copied ? CHECK_PATH : LINK_PATH} />
      </svg>
    </button>
  );
}
