import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/joy/Snackbar';

const positions: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SnackbarPositions() {
  const [open, setOpen] = React.useState(false);
  const [position, setPosition] = React.useState(positions[5]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 160px))', gap: 1 }}>
      {positions.map((item) => (
        <Button
          key={item.label}
          variant="outlined"
          color="neutral"
          size="sm"
          onClick={() => {
            setPosition(item);
            setOpen(true);
          }}
        >
          {item.label}
        </Button>
      ))}
      <Snackbar
        key={position.label}
        open={open}
        anchorOrigin={position.origin}
        autoHideDuration={2500}
        onClose={() => setOpen(false)}
      >
        <span role="status">Shown at the {position.label.toLowerCase()} of the window.</span>
      </Snackbar>
    </Box>
  );
}
