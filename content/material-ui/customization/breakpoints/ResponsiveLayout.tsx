import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// With styled(): one media query per breakpoint helper.
const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: '1fr 1fr',
  },
  [theme.breakpoints.up('lg')]: {
    gridTemplateColumns: '2fr 1fr 1fr',
  },
}));

const stats = [
  { label: 'Orders today', value: '128' },
  { label: 'Returns', value: '6' },
  { label: 'Average basket', value: '€42.10' },
];

export default function ResponsiveLayout() {
  return (
    <Layout>
      {stats.map((stat) => (
        <Paper key={stat.label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
          {/* With sx: an object keyed by breakpoint. */}
          <Typography sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 500 }}>
            {stat.value}
          </Typography>
          <Box
            component="span"
            sx={{
              display: { xs: 'none', md: 'inline' },
              typography: 'caption',
              color: 'text.secondary',
            }}
          >
            Shown from md up
          </Box>
        </Paper>
      ))}
    </Layout>
  );
}
