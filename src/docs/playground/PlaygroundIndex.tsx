import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import type { DemoRecord } from '../demo/demoRecord';
/** What the playground shows of a demo: its name (for its URL and page) and title. */
export type PlaygroundDemoLink = Pick<DemoRecord, 'name' | 'title'>;

/** A demo in the playground's list, with its page's place in the navigation. */
export type PlaygroundIndexEntry = PlaygroundDemoLink & {
  /** Its page's groups and title (`Data Grid › Editing`). */
  pageTitle: string;
};

/** The list of every demo, filterable by name, each opening alone in the playground. */
export function PlaygroundIndex({ demos }: { demos: readonly PlaygroundIndexEntry[] }) {
  const t = useTranslate();
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return demos.filter((demo) => {
      const haystack = `${demo.title} ${demo.name} ${demo.pageTitle}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }, [demos, filter]);
  return (
    <Box sx={{ maxWidth: 900, width: '100%', mx: 'auto', px: { xs: 2, sm: 4 }, py: 4 }}>
      <Typography component="p" sx={{ mb: 3, color: 'text.secondary' }}>
        {t('playground.description')}
      </Typography>
      <TextField
        label={t('playground.filter')}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        fullWidth
        sx={{ mb: 3 }}
      />
      {visible.length === 0 ? (
        <Typography role="status">{t('playground.noMatch')}</Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {visible.map((demo) => (
          <li key={demo.name}>
            <Box
              component={LocalizedLink}
              href={`/playground/${demo.name}/`}
              sx={{
                display: 'block',
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              <strong>{demo.title}</strong>
              <Box
                component="span"
                sx={{ display: 'block', fontSize: '0.85rem', color: 'text.secondary' }}
              >
                {demo.pageTitle}
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
