import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Slide from '@mui/material/Slide';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

type EasingName = 'easeInOut' | 'easeOut' | 'easeIn' | 'sharp';
const easingNames: EasingName[] = ['easeInOut', 'easeOut', 'easeIn', 'sharp'];

export default function TimeoutEasingControl() {
  const theme = useTheme();
  const [open, setOpen] = React.useState(true);
  const [duration, setDuration] = React.useState(600);
  const [easingName, setEasingName] = React.useState<EasingName>('easeOut');
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  const easing = theme.transitions.easing[easingName];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'center' }}>
        <Button
          variant="contained"
          onClick={() => setOpen((value) => !value)}
          sx={{ minWidth: 120 }}
        >
          {open ? 'Slide out' : 'Slide in'}
        </Button>
        <Box sx={{ flexGrow: 1, minWidth: 160 }}>
          <Typography id="transition-duration-label" variant="body2" gutterBottom>
            timeout: {duration}ms
          </Typography>
          <Slider
            aria-labelledby="transition-duration-label"
            value={duration}
            min={100}
            max={1500}
            step={100}
            onChange={(_event, value) => setDuration(value as number)}
          />
        </Box>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="transition-easing-label">easing</InputLabel>
          <Select
            labelId="transition-easing-label"
            label="easing"
            value={easingName}
            onChange={(event) => setEasingName(event.target.value as EasingName)}
          >
            {easingNames.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box
        ref={setContainer}
        sx={{
          height: 96,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
        }}
      >
        {/* One value for entering and leaving; both props also take { enter, exit }. */}
        <Slide in={open} direction="up" container={container} timeout={duration} easing={easing}>
          <Paper elevation={3} sx={{ p: 1.5, maxWidth: 260 }}>
            <Typography variant="body2">
              {easingName}: <code>{easing}</code>
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </Stack>
  );
}
