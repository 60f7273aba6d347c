import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';
import SearchIcon from '@mui/icons-material/Search';
import AccessTimeIcon from '@mui/icons-material/AccessTime';

const toLtr = (outerTheme: Theme) => createTheme(outerTheme, { direction: 'ltr' });
const toRtl = (outerTheme: Theme) => createTheme(outerTheme, { direction: 'rtl' });

// Icons that point along the reading direction are mirrored in right to left; the rest stay
// as drawn. Reading the theme (not a [dir] selector) keeps each copy right when nested.
const mirrorInRtl = (theme: Theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});

function Toolbar({ label }: { label: string }) {
  const theme = useTheme();
  // Or decide in JavaScript, from the theme's direction.
  const ForwardIcon = theme.direction === 'rtl' ? ArrowBackIcon : ArrowForwardIcon;
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} alignItems="center">
        <Button variant="outlined" startIcon={<ArrowBackIcon sx={mirrorInRtl} />}>
          Previous
        </Button>
        <Button variant="outlined" endIcon={<ForwardIcon />}>
          Next
        </Button>
        <IconButton aria-label="Send message" color="primary">
          <SendIcon sx={mirrorInRtl} />
        </IconButton>
        {/* Not directional: never mirrored. */}
        <IconButton aria-label="Search">
          <SearchIcon />
        </IconButton>
        <IconButton aria-label="Show history">
          <AccessTimeIcon />
        </IconButton>
      </Stack>
      {/* Material UI's own arrows (pagination, table pagination, tabs) follow the theme. */}
      <Pagination count={8} defaultPage={3} aria-label={`Pages of results, ${label}`} />
    </Stack>
  );
}

export default function DirectionalIcons() {
  const [caches] = React.useState(() => ({
    ltr: createCache({ key: 'icons-demo-ltr' }),
    rtl: createCache({ key: 'icons-demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
  }));
  return (
    <Stack spacing={3}>
      <CacheProvider value={caches.ltr}>
        <ThemeProvider theme={toLtr}>
          <Box dir="ltr">
            <Toolbar label="left to right" />
          </Box>
        </ThemeProvider>
      </CacheProvider>
      <CacheProvider value={caches.rtl}>
        <ThemeProvider theme={toRtl}>
          <Box dir="rtl">
            <Toolbar label="right to left" />
          </Box>
        </ThemeProvider>
      </CacheProvider>
    </Stack>
  );
}
