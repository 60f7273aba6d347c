import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';

const path = [
  { label: 'Material UI', href: '/material-ui/getting-started/' },
  { label: 'All components', href: '/material-ui/all-components/' },
];

function Trail({ separator, label }: { separator: React.ReactNode; label: string }) {
  return (
    <Breadcrumbs separator={separator} aria-label={label}>
      {path.map((crumb) => (
        <Link key={crumb.href} underline="hover" color="inherit" href={crumb.href}>
          {crumb.label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        Breadcrumbs
      </Typography>
    </Breadcrumbs>
  );
}

export default function CustomSeparator() {
  const isRtl = useTheme().direction === 'rtl';

  return (
    <Stack spacing={2}>
      <Trail separator="·" label="Breadcrumb with a middle dot" />
      <Trail separator="-" label="Breadcrumb with a dash" />
      {/* An arrow icon points the reading direction: flip it for right-to-left. */}
      <Trail
        separator={
          isRtl ? <NavigateBeforeIcon fontSize="small" /> : <NavigateNextIcon fontSize="small" />
        }
        label="Breadcrumb with an icon"
      />
    </Stack>
  );
}
