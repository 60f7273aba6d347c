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
      createTheme({
        direction: outerTheme.direction,
        palette: { mode: outerTheme.palette.mode },
        components: {
          MuiLink: { defaultProps: { component: LinkBehavior } },
          MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
        },
      }),
    [outerTheme.direction, outerTheme.palette.mode],
  );

  return (
    <MemoryRouter initialEntries={['/account']}>
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
              <Link href="/account">Account</Link>
              <Link href="/account/billing">Billing</Link>
              <Button href="/account/security" variant="outlined" size="small">
                Security settings
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
