import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ReducedMotionCollapse() {
  // True when the reader asked the operating system to reduce motion.
  const systemPrefersReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [simulate, setSimulate] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const reduceMotion = systemPrefersReduced || simulate;

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary">
        Your system setting: {systemPrefersReduced ? 'reduce motion' : 'no preference'}.
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={simulate} onChange={(event) => setSimulate(event.target.checked)} />
        }
        label="Reduce motion in this demo"
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Button
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="reduced-motion-panel"
        >
          {open ? 'Hide delivery options' : 'Show delivery options'}
        </Button>
        {/* A timeout of 0 shows and hides the content at once, with no animation. */}
        <Collapse in={open} timeout={reduceMotion ? 0 : 'auto'} id="reduced-motion-panel">
          <Typography variant="body2" sx={{ pt: 1 }}>
            Standard (3 to 5 days): free. Express (next day): $12. Pickup at the Elm Street store:
            free, ready in 2 hours.
          </Typography>
        </Collapse>
      </Paper>
    </Stack>
  );
}
