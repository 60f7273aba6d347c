import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const samples = [
  { label: 'Elevation (default)', props: {} },
  { label: 'Outlined', props: { variant: 'outlined' as const } },
  { label: 'Outlined, square', props: { variant: 'outlined' as const, square: true } },
];

export default function PaperVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {samples.map((sample) => (
        <Paper key={sample.label} {...sample.props} sx={{ p: 2, flex: 1 }}>
          <Typography variant="body2">{sample.label}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
