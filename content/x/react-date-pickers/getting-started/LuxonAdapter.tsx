import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LuxonAdapter() {
  // Luxon values are `DateTime` objects; their string form is an ISO 8601 timestamp.
  const [accepted, setAccepted] = React.useState('none');

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery date"
          onAccept={(value) => setAccepted(value ? String(value) : 'none')}
        />
        <Typography variant="body2" aria-live="polite">
          Last accepted Luxon value: {accepted}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
