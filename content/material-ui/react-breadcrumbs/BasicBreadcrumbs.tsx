import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="/">
        Home
      </Link>
      <Link underline="hover" color="inherit" href="/x/introduction/">
        MUI X
      </Link>
      <Link underline="hover" color="inherit" href="/x/react-data-grid/">
        Data Grid
      </Link>
      {/* The current page is plain text, marked for screen readers. */}
      <Typography color="text.primary" aria-current="page">
        Editing
      </Typography>
    </Breadcrumbs>
  );
}
