import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { SettingsPanel } from '../../chrome/SettingsPanel';
import { loadSettingsDrawer } from '../../chrome/lazyChrome';
import { useTranslate } from '../../i18n';

/**
 * The bare layout of /playground/: no app bar and no navigation drawer, only a
 * slim strip with the way back and the settings, and the rest of the page for the demo.
 */
/** `title` is the demo's; the index page passes none and shows "All demos". */
export function PlaygroundLayout({ title, children }: { title?: string; children: ReactNode }) {
  const t = useTranslate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component={LocalizedLink}
          href="/playground/"
          sx={{ fontWeight: 700, color: 'primary.main' }}
        >
          {t('playground.title')}
        </Box>
        <Typography component="h1" sx={{ flexGrow: 1, fontWeight: 600, fontSize: '1rem' }}>
          {title ?? t('playground.allDemos')}
        </Typography>
        <IconButton
          onClick={() => setSettingsOpen(true)}
          onPointerEnter={loadSettingsDrawer}
          onFocus={loadSettingsDrawer}
          aria-label={t('appFrame.openSettings')}
          edge="end"
        >
          <SettingsIcon />
        </IconButton>
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        {children}
      </Box>
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
