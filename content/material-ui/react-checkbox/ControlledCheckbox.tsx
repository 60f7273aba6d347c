import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function ControlledCheckbox() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <FormControlLabel
        control={
          <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        }
        label="I have read the data processing agreement"
      />
      <Button variant="contained" disabled={!accepted}>
        Continue to payment
      </Button>
    </Stack>
  );
}
