import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { materialUiNav } from '../docs/nav/coreNav';
import { LocalizedLink } from '../shared/LocalizedLink';
import { COMPONENT_PREVIEWS, type PreviewColors } from './componentPreviews';

/** The nav sections of Material UI that list component pages, in nav order. */
const COMPONENT_SECTIONS = [
  'Inputs',
  'Data display',
  'Feedback',
  'Surfaces',
  'Navigation',
  'Layout',
  'Utils',
  'Lab',
];

const sectionId = (section: string) => section.toLowerCase().replace(/\s+/g, '-');

const slugOf = (pathname: string) => pathname.split('/').filter(Boolean).pop() ?? '';

/** Every Material UI component page as a card with a small drawing, grouped by nav section. */
export default function ComponentGallery() {
  const theme = useTheme();
  const [query, setQuery] = useState('');

  const colors: PreviewColors = {
    main: theme.palette.primary.main,
    onMain: theme.palette.primary.contrastText,
    line: theme.palette.text.secondary,
    fill: alpha(theme.palette.text.primary, 0.14),
    paper: theme.palette.background.paper,
    second: theme.palette.secondary.main,
  };

  const sections = useMemo(() => {
    const words = query.trim().toLowerCase();
    return COMPONENT_SECTIONS.map((section) => ({
      section,
      pages: materialUiNav.filter(
        (page) =>
          page.section === section && (words === '' || page.title.toLowerCase().includes(words)),
      ),
    })).filter((group) => group.pages.length > 0);
  }, [query]);

  return (
    <div>
      <TextField
        type="search"
        label="Filter components"
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ width: '100%', maxWidth: 320, mb: 1 }}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {sections.length === 0 ? `No component matches “${query.trim()}”.` : null}
      </Typography>
      {sections.map(({ section, pages }) => (
        <section key={section} aria-labelledby={`components-${sectionId(section)}`}>
          <Typography
            component="h2"
            variant="h5"
            id={`components-${sectionId(section)}`}
            sx={{ mt: 4, mb: 2 }}
          >
            {section}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            }}
          >
            {pages.map((page) => {
              const preview = COMPONENT_PREVIEWS[slugOf(page.pathname)];
              return (
                <li key={page.pathname}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      component={LocalizedLink}
                      href={`${page.pathname}/`}
                      sx={{ height: '100%' }}
                    >
                      <Box
                        sx={{
                          bgcolor: alpha(theme.palette.primary.main, 0.06),
                          borderBottom: 1,
                          borderColor: 'divider',
                          display: 'flex',
                          justifyContent: 'center',
                        }}
                      >
                        <svg
                          viewBox="0 0 120 72"
                          width="100%"
                          height={96}
                          aria-hidden="true"
                          focusable="false"
                        >
                          {preview ? preview(colors) : null}
                        </svg>
                      </Box>
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', p: 1.5, fontWeight: 500 }}
                      >
                        {page.title}
                      </Typography>
                    </CardActionArea>
                  </Card>
                </li>
              );
            })}
          </Box>
        </section>
      ))}
    </div>
  );
}
