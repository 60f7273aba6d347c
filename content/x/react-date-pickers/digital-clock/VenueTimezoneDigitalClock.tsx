import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = [
  { zone: 'Europe/Lisbon', label: 'Lisbon (venue)' },
  { zone: 'America/New_York', label: 'New York' },
];

export default function VenueTimezoneDigitalClock() {
  // The booking is stored in UTC, as an API would send it.
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs.utc('2024-09-12T13:00:00Z'));
  const [zone, setZone] = React.useState('Europe/Lisbon');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={zone}
          onChange={(_event, next: string | null) => next && setZone(next)}
          aria-label="Time zone of the list"
        >
          {ZONES.map((item) => (
            <ToggleButton key={item.zone} value={item.zone}>
              {item.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DigitalClock
          value={slot}
          onChange={setSlot}
          timezone={zone}
          timeStep={60}
          ampm={false}
          sx={{ height: 220, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Typography variant="body2" role="status">
          {slot ? `Stored: ${slot.toISOString()}` : 'No slot selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
