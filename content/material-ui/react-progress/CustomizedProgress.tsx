import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// A thick, rounded bar on a neutral track.
const RoundedProgress = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
  },
  [`& .${linearProgressClasses.bar}`]: { borderRadius: 5 },
}));

export default function CustomizedProgress() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <div>
        <Typography id="goal-label" variant="body2" gutterBottom>
          Fundraiser: $6,200 of $10,000
        </Typography>
        <RoundedProgress variant="determinate" value={62} aria-labelledby="goal-label" />
      </div>
      <Stack direction="row" spacing={3} alignItems="center">
        {/* disableShrink: a steady arc, lighter on a busy main thread. */}
        <CircularProgress disableShrink aria-label="Loading the map" />
        <CircularProgress size={56} thickness={2} aria-label="Loading the chart" />
        <CircularProgress
          size={24}
          thickness={6}
          sx={{ '& .MuiCircularProgress-circle': { strokeLinecap: 'round' } }}
          aria-label="Refreshing"
        />
      </Stack>
    </Stack>
  );
}
