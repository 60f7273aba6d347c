import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = ['My Drive', 'Clients', 'Bluebird Bakery', '2025', 'Branding', 'Logo drafts'];

export default function CollapsedBreadcrumbs() {
  return (
    // More than `maxItems` crumbs: the middle ones fold into a button that expands them.
    <Breadcrumbs
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      aria-label="Folder path"
    >
      {folders.map((folder) => (
        <Link
          key={folder}
          underline="hover"
          color="inherit"
          href={`#${folder.replace(/\s+/g, '-').toLowerCase()}`}
        >
          {folder}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        logo-v3-final.svg
      </Typography>
    </Breadcrumbs>
  );
}
