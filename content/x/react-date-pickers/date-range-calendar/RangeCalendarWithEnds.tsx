import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro';

export default function RangeCalendarWithEnds() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-05-14'),
    dayjs('2024-05-18'),
  ]);
  const [position, setPosition] = React.useState<RangePosition>('start');
  const [checkIn, checkOut] = stay;
  const nights = checkIn && checkOut ? checkOut.diff(checkIn, 'day') : null;

  const endButton = (end: RangePosition, label: string, day: Dayjs | null) => (
    <Button
      variant={position === end ? 'contained' : 'outlined'}
      aria-pressed={position === end}
      onClick={() => setPosition(end)}
      sx={{ flexDirection: 'column', alignItems: 'flex-start', minWidth: 150 }}
    >
      <Typography variant="caption" component="span">
        {label}
      </Typography>
      <span>{day ? day.format('ddd, MMM D') : 'Choose a day'}</span>
    </Button>
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <Stack direction="row" spacing={1}>
          {endButton('start', 'Check-in', checkIn)}
          {endButton('end', 'Check-out', checkOut)}
        </Stack>
        <Paper variant="outlined">
          <DateRangeCalendar
            calendars={1}
            value={stay}
            onChange={setStay}
            rangePosition={position}
            onRangePositionChange={setPosition}
          />
        </Paper>
        <Typography variant="body2" aria-live="polite">
          {nights ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : 'Choose both days.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
