import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, MemoryRouter, Route, Routes } from 'react-router-dom';

export default function RouterLinks() {
  return (
    // Link's `component` renders the router's link: client-side navigation, Material UI's style.
    // The paths are pages of this site, so a link opened in a new tab lands on a real page.
    <MemoryRouter initialEntries={['/material-ui/react-link/']}>
      <Stack direction="row" spacing={2}>
        <Link component={RouterLink} to="/material-ui/react-link/">
          Link
        </Link>
        <Link component={RouterLink} to="/material-ui/react-button/">
          Button
        </Link>
      </Stack>
      <Routes>
        <Route
          path="/material-ui/react-link/"
          element={
            <Typography sx={{ mt: 2 }}>Link: an anchor in the theme&apos;s colors.</Typography>
          }
        />
        <Route
          path="/material-ui/react-button/"
          element={
            <Typography sx={{ mt: 2 }}>
              Button: an action, or a link that looks like one.
            </Typography>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}
