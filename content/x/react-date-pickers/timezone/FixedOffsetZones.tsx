import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// `Etc/GMT` zones count the other way round: `Etc/GMT+5` is five hours *behind* UTC.
const OFFSET_ZONES = [
  { zone: 'Etc/GMT+5', label: 'Ship time, UTC−05:00' },
  { zone: 'UTC', label: 'Coordinated time, UTC' },
  { zone: 'Etc/GMT-3', label: 'Base time, UTC+03:00' },
  { zone: 'Asia/Kolkata', label: 'Office time, UTC+05:30' },
];

export default function FixedOffsetZones() {
  // The log stores instants in UTC.
  const [entry, setEntry] = React.useState<Dayjs | null>(dayjs.utc('2024-05-14T12:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {OFFSET_ZONES.map(({ zone, label }) => (
          <DateTimeField
            key={zone}
            label={label}
            value={entry}
            onChange={setEntry}
            timezone={zone}
            ampm={false}
            helperText={zone}
          />
        ))}
        <Typography variant="body2">
          Stored value: {entry && entry.isValid() ? entry.toISOString() : 'invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
