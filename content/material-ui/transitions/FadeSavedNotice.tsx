import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';

export default function FadeSavedNotice() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ minHeight: 48 }}>
      <Button variant="contained" onClick={() => setSaved((value) => !value)}>
        {saved ? 'Edit again' : 'Save changes'}
      </Button>
      {/* Fade animates opacity; hidden, the alert keeps its place but is invisible. */}
      <Fade in={saved}>
        <Alert severity="success" variant="outlined" sx={{ py: 0 }}>
          All changes saved
        </Alert>
      </Fade>
    </Stack>
  );
}
