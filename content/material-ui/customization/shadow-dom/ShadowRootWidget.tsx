import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

const topics = ['Track my order', 'Return an item', 'Change my address'];

function SupportWidget() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [topic, setTopic] = React.useState<string | null>(null);

  return (
    <Paper elevation={3} sx={{ p: 2, maxWidth: 320 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <HelpOutlineIcon color="primary" />
        <Typography variant="subtitle1" component="p">
          Need help?
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {topic ? `We will connect you about: ${topic}.` : 'Pick a topic and we will connect you.'}
      </Typography>
      <Tooltip title="Opens a menu inside the shadow root">
        <Button
          variant="contained"
          id="shadow-widget-button"
          aria-haspopup="menu"
          aria-controls={anchor ? 'shadow-widget-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Choose a topic
        </Button>
      </Tooltip>
      <Menu
        id="shadow-widget-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': 'shadow-widget-button' }}
      >
        {topics.map((name) => (
          <MenuItem
            key={name}
            onClick={() => {
              setTopic(name);
              setAnchor(null);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}

export default function ShadowRootWidget() {
  const outerTheme = useTheme();
  const hostRef = React.useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = React.useState<{
    mountPoint: HTMLElement;
    cache: EmotionCache;
  } | null>(null);

  // The shadow root exists only in the browser: it is created after mount.
  React.useEffect(() => {
    const host = hostRef.current;
    if (!host) {
      return;
    }
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const mountPoint = document.createElement('div');
    shadowRoot.appendChild(mountPoint);
    const cache = createCache({
      key: 'shadow-widget',
      prepend: true,
      container: shadowRoot,
      stylisPlugins: outerTheme.direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
    });
    setShadow({ mountPoint, cache });
    return () => {
      shadowRoot.removeChild(mountPoint);
      setShadow(null);
    };
  }, [outerTheme.direction]);

  const theme = React.useMemo(
    () =>
      shadow &&
      createTheme({
        direction: outerTheme.direction,
        palette: { mode: outerTheme.palette.mode },
        components: {
          // Portaled content must stay inside the shadow root to get its styles.
          MuiPopover: { defaultProps: { container: shadow.mountPoint } },
          MuiPopper: { defaultProps: { container: shadow.mountPoint } },
          // The focus trap compares document.activeElement, which is the shadow host for
          // anything inside the shadow root: let the menu manage focus itself.
          MuiModal: {
            defaultProps: {
              container: shadow.mountPoint,
              disableEnforceFocus: true,
              disableAutoFocus: true,
            },
          },
        },
      }),
    [shadow, outerTheme.direction, outerTheme.palette.mode],
  );

  return (
    <Box sx={{ height: 230 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Shadow host: the widget below renders inside its shadow root.
      </Typography>
      <Box ref={hostRef} dir={outerTheme.direction}>
        {shadow &&
          theme &&
          createPortal(
            <CacheProvider value={shadow.cache}>
              <ThemeProvider theme={theme}>
                <ScopedCssBaseline sx={{ bgcolor: 'transparent' }}>
                  <SupportWidget />
                </ScopedCssBaseline>
              </ThemeProvider>
            </CacheProvider>,
            shadow.mountPoint,
          )}
      </Box>
    </Box>
  );
}
