import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Direction = 'up' | 'down' | 'left' | 'right';
const directions: Direction[] = ['up', 'down', 'left', 'right'];

export default function SlideFromEdge() {
  const [open, setOpen] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');
  // The element the panel slides from: the box below rather than the window.
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Button variant="contained" onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide panel' : 'Show panel'}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, value: Direction | null) => value && setDirection(value)}
          aria-label="Slide direction"
        >
          {directions.map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box
        ref={setContainer}
        sx={{
          height: 160,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Slide in={open} direction={direction} container={container}>
          <Paper elevation={4} sx={{ p: 2, width: 220 }}>
            <Typography variant="subtitle2" component="p">
              3 new messages
            </Typography>
            <Typography variant="body2" color="text.secondary">
              From Amara, Diego and Lin
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </Stack>
  );
}
