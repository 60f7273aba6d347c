import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = [
  { title: 'Create your workspace', detail: 'Name it and invite your team.' },
  { title: 'Connect a data source', detail: 'PostgreSQL, BigQuery or a CSV file.' },
  { title: 'Build your first report', detail: 'Start from a template or a blank page.' },
];

export default function BasicStack() {
  return (
    // A vertical stack (the default direction) with 16px between children.
    <Stack spacing={2}>
      {steps.map((step, index) => (
        <Paper key={step.title} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {index + 1}. {step.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {step.detail}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
