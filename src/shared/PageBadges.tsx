import type { NavLeaf } from '../docs/nav/types';
import { useTranslate } from '../i18n';

/**
 * Plan, planned and new marks of a navigation entry or page title. Plain spans styled by the
 * global `.page-badge` rules (see navStyles.ts): the navigation renders hundreds of them.
 */
export function PageBadges({ page }: { page: Pick<NavLeaf, 'plan' | 'planned' | 'newFeature'> }) {
  const t = useTranslate();
  return (
    <>
      {page.plan ? (
        <span
          className="page-badge"
          title={t(page.plan === 'pro' ? 'nav.proPlan' : 'nav.premiumPlan')}
          data-plan={page.plan}
        >
          {t(page.plan === 'pro' ? 'nav.pro' : 'nav.premium')}
        </span>
      ) : null}
      {page.planned ? (
        <span className="page-badge" data-planned>
          {t('nav.planned')}
        </span>
      ) : null}
      {page.newFeature ? (
        <span className="page-badge" data-new>
          {t('nav.new')}
        </span>
      ) : null}
    </>
  );
}
