import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';

// The transition components need a child that holds a ref and accepts style.
const Card = React.forwardRef<
  HTMLDivElement,
  { label: string } & React.HTMLAttributes<HTMLDivElement>
>(function Card({ label, ...other }, ref) {
  return (
    <Paper
      ref={ref}
      elevation={3}
      sx={{ width: 96, height: 72, display: 'grid', placeItems: 'center' }}
      {...other}
    >
      <Typography variant="body2">{label}</Typography>
    </Paper>
  );
});

export default function TransitionComponents() {
  const [shown, setShown] = React.useState(true);
  // A callback ref in state, so Slide gets the element once it is mounted.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
        label="Show"
      />
      <Box
        ref={setFrame}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          minHeight: 100,
          p: 1,
          overflow: 'hidden',
          alignItems: 'flex-start',
        }}
      >
        <Fade in={shown}>
          <Card label="Fade" />
        </Fade>
        <Grow in={shown}>
          <Card label="Grow" />
        </Grow>
        <Zoom in={shown}>
          <Card label="Zoom" />
        </Zoom>
        {/* container: slide in from the edge of the frame, not of the window. */}
        <Slide in={shown} direction="up" container={frame}>
          <Card label="Slide" />
        </Slide>
        <Collapse in={shown} orientation="horizontal" collapsedSize={0}>
          <Card label="Collapse" />
        </Collapse>
      </Box>
    </Box>
  );
}
