import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'MUI X', href: '/x/introduction/' },
  { label: 'Data Grid', href: '/x/react-data-grid/' },
  { label: 'API reference', href: '/x/api/data-grid/' },
  { label: 'DataGridPro', href: '/x/api/data-grid/data-grid-pro/' },
];

export default function CollapsedBreadcrumbs() {
  return (
    // More than `maxItems` crumbs: the middle ones fold into a button that expands them.
    <Breadcrumbs
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      aria-label="Breadcrumb"
    >
      {trail.map((crumb) => (
        <Link key={crumb.href} underline="hover" color="inherit" href={crumb.href}>
          {crumb.label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        Props
      </Typography>
    </Breadcrumbs>
  );
}
