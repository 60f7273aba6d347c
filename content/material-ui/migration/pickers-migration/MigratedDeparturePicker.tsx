import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
// date-fns 3 needs the adapter of the AdapterDateFnsV3 entry point.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format } from 'date-fns';

// A fixed reference date, so the server and the browser render the same calendar.
const today = new Date(2024, 5, 3);

export default function MigratedDeparturePicker() {
  const [departure, setDeparture] = React.useState<Date | null>(new Date(2024, 5, 14));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Departure"
          format="dd/MM/yyyy"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
          minDate={today}
          referenceDate={today}
          slotProps={{
            textField: { helperText: 'Day of your outbound flight' },
            actionBar: { actions: ['clear', 'accept'] },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {departure ? `Flying out on ${format(departure, 'EEEE d MMMM yyyy')}` : 'No date chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
