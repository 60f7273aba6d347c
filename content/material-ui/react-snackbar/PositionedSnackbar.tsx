import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function PositionedSnackbar() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin>(positions[3]);
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Grid container spacing={1} sx={{ maxWidth: 480 }}>
        {positions.map((position) => (
          <Grid item xs={4} key={`${position.vertical}-${position.horizontal}`}>
            <Button
              fullWidth
              variant="outlined"
              size="small"
              onClick={() => {
                setOrigin(position);
                setOpen(true);
              }}
            >
              {position.vertical} {position.horizontal}
            </Button>
          </Grid>
        ))}
      </Grid>
      <Snackbar
        anchorOrigin={origin}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={`Shown at ${origin.vertical} ${origin.horizontal}`}
        // A new key per position: React mounts a fresh snackbar instead of moving the old one.
        key={`${origin.vertical}-${origin.horizontal}`}
      />
    </React.Fragment>
  );
}
