import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/Article';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link
        underline="hover"
        color="inherit"
        href="/"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <HomeIcon fontSize="inherit" />
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="/material-ui/getting-started/"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <MenuBookIcon fontSize="inherit" />
        Getting started
      </Link>
      <Typography
        color="text.primary"
        aria-current="page"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArticleIcon fontSize="inherit" />
        Installation
      </Typography>
    </Breadcrumbs>
  );
}
