import { memo } from 'react';
import GitHubIcon from '@mui/icons-material/GitHub';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { Product, VersionEntry } from '../products';
import { MUI_X_REPOSITORY_URL } from '../docs/siteConfig';
import { SearchButton } from '../search/SearchButton';
import { useTranslate } from '../i18n';
import { loadSettingsDrawer } from './lazyChrome';
import { LocalizedLink } from '../shared/LocalizedLink';
import { ProductSwitcher } from './ProductSwitcher';
import { VersionSwitcher } from './VersionSwitcher';

interface AppHeaderProps {
  product: Product | null;
  versions: readonly VersionEntry[];
  /** Shown only when the page has a navigation drawer. */
  onOpenNavigation?: () => void;
  onOpenSettings: () => void;
}

/** The app bar; memoized, so a page change within a product does not render it again. */
export const AppHeader = memo(function AppHeader({
  product,
  versions,
  onOpenNavigation,
  onOpenSettings,
}: AppHeaderProps) {
  const t = useTranslate();
  // The brand names the page's side of the site: MUI X, or the MUI core families.
  const core = product?.category === 'core';
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, flexWrap: 'nowrap', minWidth: 0 }}>
        {onOpenNavigation ? (
          <IconButton
            edge="start"
            onClick={onOpenNavigation}
            aria-label={t('appFrame.openNavigation')}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box
          component={LocalizedLink}
          href="/"
          title={t('appFrame.home')}
          sx={{
            // Contains the logo text while it is visually hidden on phones.
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mr: { xs: 0, sm: 1 },
            flexShrink: 0,
            color: 'text.primary',
            textDecoration: 'none',
            fontWeight: 800,
            fontSize: '1.05rem',
            whiteSpace: 'nowrap',
          }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 30,
              height: 30,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.85rem',
            }}
          >
            {core ? 'M' : 'X'}
          </Box>
          <Box
            component="span"
            sx={{
              // Visually hidden on phones, still the link's name for screen readers.
              '@media (max-width: 599.95px)': {
                position: 'absolute',
                left: 0,
                top: 0,
                width: '1px',
                height: '1px',
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                whiteSpace: 'nowrap',
              },
            }}
          >
            {core ? t('appFrame.coreProducts') : t('appFrame.xProducts')}
          </Box>
        </Box>
        <ProductSwitcher current={product} />
        <VersionSwitcher versions={versions} />
        <Box sx={{ flexGrow: 1 }} />
        <SearchButton />
        <IconButton
          component="a"
          href={MUI_X_REPOSITORY_URL}
          data-ga-event-category="header"
          data-ga-event-action="github"
          aria-label={t('appFrame.github')}
          title={t('appFrame.github')}
          // On a phone the footer's GitHub link serves: the app bar keeps one line.
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <GitHubIcon />
        </IconButton>
        <IconButton
          onClick={onOpenSettings}
          data-ga-event-category="header"
          data-ga-event-action="settings"
          onPointerEnter={loadSettingsDrawer}
          onFocus={loadSettingsDrawer}
          aria-label={t('appFrame.openSettings')}
          title={t('appFrame.openSettings')}
          edge="end"
        >
          <SettingsIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
});
