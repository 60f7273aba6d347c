import Box from '@mui/material/Box';
import type { NavLeaf } from '../docs/nav/types';
import { useTranslate } from '../i18n';

const badgeSx = {
  display: 'inline-block',
  px: 0.75,
  borderRadius: 1,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
} as const;

/** Plan, planned and new marks of a navigation entry or page title. */
export function PageBadges({ page }: { page: Pick<NavLeaf, 'plan' | 'planned' | 'newFeature'> }) {
  const t = useTranslate();
  return (
    <>
      {page.plan ? (
        <Box
          component="span"
          title={t(page.plan === 'pro' ? 'nav.proPlan' : 'nav.premiumPlan')}
          data-plan={page.plan}
          sx={{
            ...badgeSx,
            color: page.plan === 'pro' ? '#0b4f8a' : '#6a1b9a',
            bgcolor: page.plan === 'pro' ? '#dcecfb' : '#f1e2fa',
          }}
        >
          {t(page.plan === 'pro' ? 'nav.pro' : 'nav.premium')}
        </Box>
      ) : null}
      {page.planned ? (
        <Box
          component="span"
          data-planned
          sx={{ ...badgeSx, color: '#5d4200', bgcolor: '#fdf0c8' }}
        >
          {t('nav.planned')}
        </Box>
      ) : null}
      {page.newFeature ? (
        <Box component="span" data-new sx={{ ...badgeSx, color: '#0e5220', bgcolor: '#d9f5df' }}>
          {t('nav.new')}
        </Box>
      ) : null}
    </>
  );
}
