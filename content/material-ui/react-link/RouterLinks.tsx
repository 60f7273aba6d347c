import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, MemoryRouter, Route, Routes } from 'react-router-dom';

export default function RouterLinks() {
  return (
    // Link's `component` renders the router's link: client-side navigation, Material UI's style.
    <MemoryRouter initialEntries={['/']}>
      <Stack direction="row" spacing={2}>
        <Link component={RouterLink} to="/">
          Overview
        </Link>
        <Link component={RouterLink} to="/invoices">
          Invoices
        </Link>
      </Stack>
      <Routes>
        <Route
          path="/"
          element={<Typography sx={{ mt: 2 }}>Revenue this month: $48,200.</Typography>}
        />
        <Route
          path="/invoices"
          element={<Typography sx={{ mt: 2 }}>4 invoices are overdue.</Typography>}
        />
      </Routes>
    </MemoryRouter>
  );
}
