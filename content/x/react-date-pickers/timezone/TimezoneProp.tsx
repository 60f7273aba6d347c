import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Both plugins are needed for IANA timezones with Day.js.
dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo'];

export default function TimezoneProp() {
  const [zone, setZone] = useState('America/New_York');
  // Stored in UTC, as a server would send it.
  const [value, setValue] = useState<Dayjs | null>(dayjs.utc('2024-11-20T15:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360, mx: 'auto' }}>
        <TextField
          select
          label="Display timezone"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {ZONES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Meeting start"
          value={value}
          onChange={setValue}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2" data-testid="stored-value">
          Stored value: {value?.isValid() ? value.toISOString() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
