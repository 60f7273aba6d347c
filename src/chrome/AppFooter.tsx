import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MUI_X_REPOSITORY_URL } from '../docs/siteConfig';
import { useTranslate } from '../i18n';
import { LocalizedLink } from '../shared/LocalizedLink';

/** The footer; memoized, as it is the same on every page. */
export const AppFooter = memo(function AppFooter() {
  const t = useTranslate();
  const links = [
    { href: '/versions/', label: t('footer.versions') },
    { href: '/x/introduction/support/', label: t('footer.support') },
    { href: '/x/introduction/licensing/', label: t('footer.license') },
    { href: '/x/introduction/roadmap/', label: t('footer.roadmap') },
    { href: MUI_X_REPOSITORY_URL, label: 'GitHub' },
  ];
  return (
    <Box
      component="footer"
      sx={{
        mt: 8,
        py: 4,
        px: { xs: 2, sm: 4 },
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('footer.about')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {links.map((link) => (
          <li key={link.href}>
            <Box
              component={LocalizedLink}
              href={link.href}
              sx={{ color: 'inherit', fontSize: '0.875rem' }}
            >
              {link.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
});
