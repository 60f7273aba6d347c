import Box from '@mui/material/Box';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import { pageKeyToUrl } from '../siteConfig';
import type { ApiTab } from '../page/pageData';

/**
 * The tabs of a guide page that documents components or hooks: the guide,
 * then `components-api/` and `hooks-api/` at the end of its URL. They are
 * links (each tab is its own page), the current one marked for assistive tech.
 * The guide's tab is left out while the guide page does not exist yet.
 */
export function ApiTabs({
  guidePathname,
  hasGuide = true,
  tabs,
  current,
}: {
  guidePathname: string;
  hasGuide?: boolean;
  tabs: readonly ApiTab[];
  current: ApiTab | 'guide';
}) {
  const t = useTranslate();
  const links = [
    ...(hasGuide ? [{ id: 'guide' as const, href: pageKeyToUrl(guidePathname) }] : []),
    ...tabs.map((tab) => ({ id: tab, href: pageKeyToUrl(`${guidePathname}/${tab}`) })),
  ];
  return (
    <Box
      component="nav"
      aria-label={t('api.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.id}>
            <Box
              component={LocalizedLink}
              href={link.href}
              aria-current={link.id === current ? 'page' : undefined}
              sx={{
                display: 'inline-block',
                px: 2,
                py: 1,
                fontSize: '0.9rem',
                fontWeight: 600,
                color: 'text.secondary',
                textDecoration: 'none',
                borderBottom: 2,
                borderColor: 'transparent',
                mb: '-1px',
                '&:hover': { color: 'text.primary' },
                '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              {t(`api.tabs.${link.id}`)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
