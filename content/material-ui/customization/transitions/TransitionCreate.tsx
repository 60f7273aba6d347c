import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Duration, type Easing } from '@mui/material/styles';

export default function TransitionCreate() {
  const theme = useTheme();
  const [duration, setDuration] = React.useState<keyof Duration>('standard');
  const [easing, setEasing] = React.useState<keyof Easing>('easeInOut');
  const [moved, setMoved] = React.useState(false);

  const transition = theme.transitions.create(['transform', 'background-color'], {
    duration: theme.transitions.duration[duration],
    easing: theme.transitions.easing[easing],
  });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 190 }}>
          <InputLabel id="duration-label">Duration</InputLabel>
          <Select
            labelId="duration-label"
            label="Duration"
            value={duration}
            onChange={(event) => setDuration(event.target.value as keyof Duration)}
          >
            {(Object.keys(theme.transitions.duration) as (keyof Duration)[]).map((key) => (
              <MenuItem key={key} value={key}>
                {key} ({theme.transitions.duration[key]}ms)
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="easing-label">Easing</InputLabel>
          <Select
            labelId="easing-label"
            label="Easing"
            value={easing}
            onChange={(event) => setEasing(event.target.value as keyof Easing)}
          >
            {(Object.keys(theme.transitions.easing) as (keyof Easing)[]).map((key) => (
              <MenuItem key={key} value={key}>
                {key}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="contained" onClick={() => setMoved((value) => !value)}>
          {moved ? 'Move back' : 'Move'}
        </Button>
      </Stack>
      <Box sx={{ position: 'relative', height: 56, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineStart: 8,
            width: 40,
            height: 40,
            borderRadius: 1,
            bgcolor: moved ? 'secondary.main' : 'primary.main',
            // 220px along the reading direction (the sign flips in right-to-left pages).
            transform: moved ? `translateX(${theme.direction === 'rtl' ? -220 : 220}px)` : 'none',
            transition,
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        transition: {transition}
      </Typography>
    </Stack>
  );
}
