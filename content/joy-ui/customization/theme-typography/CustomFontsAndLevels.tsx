import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useTheme, type Theme } from '@mui/joy/styles';

const editorialTheme = extendTheme({
  fontFamily: {
    display: 'Georgia, "Times New Roman", serif',
    body: 'system-ui, var(--joy-fontFamily-fallback)',
  },
  typography: {
    h3: { fontWeight: 400, letterSpacing: '0' },
    'title-sm': {
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      color: 'var(--joy-palette-primary-plainColor)',
    },
  },
});

/**
 * A theme for part of a page: the nested CssVarsProvider hands the theme object
 * (here, its typography levels) to the components, and the Box carries its CSS
 * variables (here, the font families), which a root provider writes on :root.
 */
function ScopedTheme({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const pageTheme = useTheme();
  return (
    <CssVarsProvider theme={theme} colorSchemeNode={null}>
      <Box
        sx={{
          ...theme.generateCssVars().css,
          ...theme.generateCssVars('light').css,
          [pageTheme.getColorSchemeSelector('dark')]: theme.generateCssVars('dark').css,
          flex: '1 1 260px',
          display: 'flex',
        }}
      >
        {children}
      </Box>
    </CssVarsProvider>
  );
}

function ArticleTeaser() {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <Typography level="title-sm">Field notes</Typography>
      <Typography level="h3" component="p">
        What a winter of bird counts taught us
      </Typography>
      <Typography level="body-sm">
        Forty volunteers, six lakes and one stubborn heron: a look at the numbers behind the season.
      </Typography>
      <Button variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Read the story
      </Button>
    </Card>
  );
}

export default function CustomFontsAndLevels() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flex: '1 1 260px', display: 'flex' }}>
        <ArticleTeaser />
      </Box>
      <ScopedTheme theme={editorialTheme}>
        <ArticleTeaser />
      </ScopedTheme>
    </Box>
  );
}
