import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Followers', value: '2,318' },
  { label: 'Following', value: '184' },
  { label: 'Posts', value: '96' },
];

export default function DividerStack() {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'inline-block' }}>
      {/* `flexItem` makes the vertical divider as tall as the row. */}
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
        {stats.map((stat) => (
          <Box key={stat.label} sx={{ textAlign: 'center', minWidth: 72 }}>
            <Typography variant="h6" component="p">
              {stat.value}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {stat.label}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
