import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const MAX_LENGTH = 60;

export default function ControlledTextField() {
  const [headline, setHeadline] = React.useState('Spring sale: 20% off every plant');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        id="headline"
        label="Headline (controlled)"
        value={headline}
        onChange={(event) => setHeadline(event.target.value.slice(0, MAX_LENGTH))}
        helperText={`${headline.length} / ${MAX_LENGTH}`}
        FormHelperTextProps={{ sx: { textAlign: 'end' } }}
        fullWidth
      />
      <TextField
        id="subtitle"
        label="Subtitle (uncontrolled)"
        defaultValue="Free delivery over $50"
        fullWidth
      />
    </Stack>
  );
}
