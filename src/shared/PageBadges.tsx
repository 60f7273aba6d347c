import type { NavLeaf } from '../docs/nav/types';
import { useTranslate } from '../i18n';

type BadgedPage = Pick<NavLeaf, 'plan' | 'planned' | 'newFeature'> &
  Partial<Pick<NavLeaf, 'unstable' | 'legacy' | 'beta'>>;

/**
 * Plan, planned, new, beta, unstable and legacy marks of a navigation entry or page title.
 * Plain spans styled by the global `.page-badge` rules (see navStyles.ts): the navigation renders
 * hundreds of them.
 */
export function PageBadges({ page }: { page: BadgedPage }) {
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
      {page.beta ? (
        <span className="page-badge" data-beta>
          {t('nav.beta')}
        </span>
      ) : null}
      {page.unstable ? (
        <span className="page-badge" data-unstable title={t('nav.unstableTitle')}>
          {t('nav.unstable')}
        </span>
      ) : null}
      {page.legacy ? (
        <span className="page-badge" data-legacy title={t('nav.legacyTitle')}>
          {t('nav.legacy')}
        </span>
      ) : null}
    </>
  );
}
