import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';

/** Puts the time of `time` on the day of `day`. */
function atTime(day: Dayjs | null, time: Dayjs | null) {
  if (!day || !time || !day.isValid() || !time.isValid()) {
    return null;
  }
  return day.hour(time.hour()).minute(time.minute()).second(0);
}

export default function DateRangeWithTimeFields() {
  const [days, setDays] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-05-14'),
    dayjs('2024-05-17'),
  ]);
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2024-05-14T09:30'));
  const [dropOff, setDropOff] = React.useState<Dayjs | null>(dayjs('2024-05-17T18:00'));

  const start = atTime(days[0], pickUp);
  const end = atTime(days[1], dropOff);
  const hours = start && end ? end.diff(start, 'hour', true) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <DateRangePicker
          value={days}
          onChange={setDays}
          localeText={{ start: 'Pick-up day', end: 'Drop-off day' }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimeField label="Pick-up time" value={pickUp} onChange={setPickUp} fullWidth />
          <TimeField
            label="Drop-off time"
            value={dropOff}
            onChange={setDropOff}
            fullWidth
            // On a one-day rental, the drop-off must come after the pick-up.
            minTime={
              days[0] && days[1] && days[0].isSame(days[1], 'day')
                ? (pickUp ?? undefined)
                : undefined
            }
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {start && end && hours !== null && hours > 0
            ? `Rental: ${start.format('ddd, MMM D, h:mm A')} to ${end.format('ddd, MMM D, h:mm A')} (${Math.round(hours)} hours)`
            : 'Choose both days and times, with the drop-off after the pick-up.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
