import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from '../i18n';
import { readSavedPages } from './savedPages';

/**
 * What the service worker shows for a page never visited while the network is
 * down: a plain explanation and, once mounted, the pages saved for offline reading.
 */
export function OfflinePage() {
  const t = useTranslate();
  const [saved, setSaved] = useState<string[] | null>(null);
  useEffect(() => {
    let current = true;
    readSavedPages()
      .then((pages) => current && setSaved(pages))
      .catch(() => current && setSaved([]));
    return () => {
      current = false;
    };
  }, []);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 4 }, py: 5 }}>
      <Typography variant="h1">{t('offline.title')}</Typography>
      <Typography component="p" sx={{ mt: 2 }}>
        {t('offline.description')}
      </Typography>
      {saved && saved.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ mt: 4, fontSize: '1.25rem' }}>
            {t('offline.savedPages')}
          </Typography>
          <Box component="ul" sx={{ mt: 1 }}>
            {saved.map((pathname) => (
              <li key={pathname}>
                <Link href={pathname}>{pathname}</Link>
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
