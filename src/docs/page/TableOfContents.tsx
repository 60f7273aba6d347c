import { useMemo } from 'react';
import type { TocEntry } from './pageData';
import { useTranslate } from '../../i18n';
import { useScrollSpy } from './useScrollSpy';

/**
 * The right-hand table of contents, highlighting the section in view. Shown from the lg
 * breakpoint; plain elements styled by the global `.toc*` rules (navStyles.ts).
 */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const t = useTranslate();
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useScrollSpy(ids);
  if (toc.length === 0) {
    return null;
  }
  return (
    <nav className="toc" aria-label={t('toc.title')} data-testid="toc">
      <h2 className="toc-title">{t('toc.title')}</h2>
      <ul className="nav-list">
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              className="toc-link"
              data-level={entry.level}
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
