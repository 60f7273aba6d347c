import { LocalizedLink } from '../shared/LocalizedLink';
import { useTranslate } from '../i18n';
import type { Promotion } from './promotions';

/**
 * The in-house promotion under a page's first demo: text and one link to a page of this site,
 * styled by the global stylesheet (`.demo-ad`). No script of its own, no request to another host,
 * and a fixed place in the server HTML, so nothing shifts when the page hydrates.
 */
export function DemoAd({ promotion }: { promotion: Promotion }) {
  const t = useTranslate();
  return (
    <aside
      className="demo-ad"
      role="note"
      aria-label={t('sponsors.adRegion')}
      data-ad={promotion.id}
    >
      <span className="demo-ad-label" aria-hidden="true">
        {t('sponsors.adLabel')}
      </span>
      <span>
        <LocalizedLink href={promotion.href}>{promotion.title}</LocalizedLink> {promotion.text}
      </span>
    </aside>
  );
}
