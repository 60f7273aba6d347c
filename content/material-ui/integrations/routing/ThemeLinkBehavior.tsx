import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import {
  Link as RouterLink,
  LinkProps as RouterLinkProps,
  MemoryRouter,
  useLocation,
} from 'react-router-dom';

// Maps Material UI's `href` to React Router's `to`; external URLs stay plain anchors.
// The preview's router lives in memory: its paths are pages of this site, so each
// link is also a real link (a middle click opens the page).
const LinkBehavior = React.forwardRef<
  HTMLAnchorElement,
  Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] }
>(function LinkBehavior({ href, ...other }, ref) {
  if (typeof href === 'string' && /^https?:\/\//.test(href)) {
    return <a ref={ref} href={href} {...other} />;
  }
  return <RouterLink ref={ref} to={href} {...other} />;
});

function Location() {
  const { pathname } = useLocation();
  return (
    <Typography variant="body2" aria-live="polite">
      You are on <strong>{pathname}</strong>
    </Typography>
  );
}

export default function ThemeLinkBehavior() {
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      // Built on the page's theme, so the mode, direction and colors stay the page's.
      createTheme(outerTheme, {
        components: {
          MuiLink: { defaultProps: { component: LinkBehavior } },
          MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
        },
      }),
    [outerTheme],
  );

  return (
    <MemoryRouter initialEntries={['/material-ui/getting-started/usage/']}>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
          <Stack spacing={2}>
            <Location />
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Link href="/material-ui/getting-started/usage/">Usage</Link>
              <Link href="/material-ui/getting-started/faq/">FAQ</Link>
              <Button
                href="/material-ui/getting-started/supported-platforms/"
                variant="outlined"
                size="small"
              >
                Supported platforms
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              None of these elements sets <code>component</code>: the theme does.
            </Typography>
          </Stack>
        </Paper>
      </ThemeProvider>
    </MemoryRouter>
  );
}
