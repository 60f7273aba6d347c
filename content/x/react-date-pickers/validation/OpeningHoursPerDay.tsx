import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// Opening hours of the repair shop, by day of the week (0 is Sunday): [first hour, closing hour].
const OPENING_HOURS: Record<number, [number, number] | null> = {
  0: null,
  1: [9, 17],
  2: [9, 17],
  3: [9, 17],
  4: [9, 19],
  5: [9, 17],
  6: [10, 14],
};

const isClosedDay = (day: Dayjs) => OPENING_HOURS[day.day()] === null;

// `shouldDisableTime` gets the whole date, so the rule can depend on the day.
const isOutsideOpeningHours = (value: Dayjs, view: TimeView) => {
  const hours = OPENING_HOURS[value.day()];
  if (!hours || view !== 'hours') {
    return false;
  }
  const [opens, closes] = hours;
  return value.hour() < opens || value.hour() >= closes;
};

function message(error: DateTimeValidationError, value: Dayjs | null) {
  if (error === null) {
    return 'Mon–Fri 9:00–17:00 (Thu until 19:00), Sat 10:00–14:00.';
  }
  if (error === 'shouldDisableDate') {
    return 'The shop is closed on Sundays.';
  }
  if (error === 'shouldDisableTime-hours' && value) {
    const [opens, closes] = OPENING_HOURS[value.day()] ?? [0, 0];
    return `On ${value.format('dddd')}s the shop is open from ${opens}:00 to ${closes}:00.`;
  }
  return 'Enter a complete date and time.';
}

export default function OpeningHoursPerDay() {
  const [dropOff, setDropOff] = React.useState<Dayjs | null>(dayjs('2024-05-18T15:00'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 380 }}>
        <DateTimePicker
          label="Bike drop-off"
          ampm={false}
          value={dropOff}
          onChange={setDropOff}
          shouldDisableDate={isClosedDay}
          shouldDisableTime={isOutsideOpeningHours}
          timeSteps={{ minutes: 30 }}
          onError={setError}
          slotProps={{ textField: { helperText: message(error, dropOff) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
