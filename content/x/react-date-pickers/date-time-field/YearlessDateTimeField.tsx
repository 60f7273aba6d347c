import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// The season the schedule is for: the year (and seconds) of every typed value come from here.
const seasonStart = dayjs('2025-01-01T00:00');

export default function YearlessDateTimeField() {
  const [kickoff, setKickoff] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimeField
          label="Kick-off (2025 season)"
          value={kickoff}
          onChange={setKickoff}
          format="MMM D, HH:mm"
          referenceDate={seasonStart}
        />
        <Typography variant="body2" role="status">
          {kickoff?.isValid()
            ? `Saved as ${kickoff.format('YYYY-MM-DD HH:mm')}`
            : 'Type a month, day and time, such as Aug 16, 15:00.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
