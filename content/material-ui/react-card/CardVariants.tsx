import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </CardContent>
  );
}

export default function CardVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* Default: a Paper with elevation 1. */}
      <Card sx={{ flex: 1 }}>
        <Metric label="Monthly revenue" value="$48,200" />
      </Card>
      {/* A border instead of a shadow. */}
      <Card variant="outlined" sx={{ flex: 1 }}>
        <Metric label="Active customers" value="1,284" />
      </Card>
      {/* raised: elevation 8. */}
      <Card raised sx={{ flex: 1 }}>
        <Metric label="Refund rate" value="0.9%" />
      </Card>
    </Stack>
  );
}
