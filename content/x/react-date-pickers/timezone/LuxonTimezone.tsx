import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonTimezone() {
  // Luxon knows IANA zones through Intl: no plugin to load.
  const [departure, setDeparture] = useState<DateTime | null>(
    DateTime.fromISO('2024-11-20T18:45', { zone: 'Europe/Paris' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={1} sx={{ maxWidth: 360, mx: 'auto' }}>
        <DateTimePicker
          label="Departure (Paris time)"
          value={departure}
          onChange={setDeparture}
          ampm={false}
        />
        <DateTimePicker
          label="Arrival in Montréal"
          value={departure?.plus({ hours: 8, minutes: 15 }) ?? null}
          timezone="America/Toronto"
          ampm={false}
          readOnly
        />
        <Typography variant="body2">
          Departure in UTC: {departure?.isValid ? departure.toUTC().toISO() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
