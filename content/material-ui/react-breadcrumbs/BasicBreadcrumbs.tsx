import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="#shop">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#shop-outdoor">
        Outdoor
      </Link>
      <Link underline="hover" color="inherit" href="#shop-outdoor-tents">
        Tents
      </Link>
      {/* The current page is plain text, marked for screen readers. */}
      <Typography color="text.primary" aria-current="page">
        Ultralight 2-person tent
      </Typography>
    </Breadcrumbs>
  );
}
