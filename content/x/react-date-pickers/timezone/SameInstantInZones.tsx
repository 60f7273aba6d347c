import { useState } from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const OFFICES = [
  { city: 'San Francisco', zone: 'America/Los_Angeles' },
  { city: 'New York', zone: 'America/New_York' },
  { city: 'Paris', zone: 'Europe/Paris' },
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
];

export default function SameInstantInZones() {
  // One instant shared by every field; each field shows it in its own zone.
  const [launch, setLaunch] = useState<Dayjs | null>(dayjs.utc('2024-11-20T15:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {OFFICES.map((office) => (
          <DateTimeField
            key={office.zone}
            label={`${office.city} (${office.zone})`}
            value={launch}
            onChange={setLaunch}
            timezone={office.zone}
            ampm={false}
            sx={{ width: 260 }}
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
