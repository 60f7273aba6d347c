import * as React from 'react';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function ScreenDetails() {
  return (
    <Typography variant="body2">
      Window: {window.innerWidth} × {window.innerHeight} px, pixel ratio {window.devicePixelRatio},
      language {navigator.language}.
    </Typography>
  );
}

export default function DeferredNoSsr() {
  const [version, setVersion] = React.useState(0);

  return (
    <Stack spacing={1} alignItems="flex-start">
      {/* The key remounts the NoSsr, so it shows its fallback, then its children again. */}
      <NoSsr key={version} defer fallback={<Typography variant="body2">Measuring…</Typography>}>
        <ScreenDetails />
      </NoSsr>
      <Button size="small" variant="outlined" onClick={() => setVersion((value) => value + 1)}>
        Measure again
      </Button>
    </Stack>
  );
}
