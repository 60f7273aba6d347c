import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FullBleedSections() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider' }}>
      {/* The band's background spans the full width; its content lines up with the page's. */}
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="sm">
          <Typography variant="subtitle1" component="p">
            Northwind Travel
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="sm" sx={{ py: 2 }}>
        <Typography variant="body2">
          Spring fares to Lisbon, Porto and Madeira start at $389 return. Book before May 1 to
          change your dates for free.
        </Typography>
      </Container>
      <Box sx={{ bgcolor: 'action.hover', py: 1.5 }}>
        <Container maxWidth="sm">
          <Typography variant="caption" color="text.secondary">
            Prices include taxes and one checked bag.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
