import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Formatted in UTC so that no timezone moves the day.
const islamicDay = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  timeZone: 'UTC',
});
const islamicDate = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const toUtcDate = (day: Dayjs) => new Date(Date.UTC(day.year(), day.month(), day.date()));

/** A Gregorian day cell with the day of the Islamic (Umm al-Qura) month under it. */
function DualDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  return (
    <PickersDay
      {...props}
      aria-label={`${day.format('MMMM D')}, ${islamicDate.format(toUtcDate(day))}`}
      sx={{ flexDirection: 'column', lineHeight: 1.1 }}
    >
      {outsideCurrentMonth ? null : (
        <React.Fragment>
          <span>{day.date()}</span>
          <Box component="span" sx={{ fontSize: '0.625rem', opacity: 0.8 }}>
            {islamicDay.format(toUtcDate(day))}
          </Box>
        </React.Fragment>
      )}
    </PickersDay>
  );
}

export default function IslamicDayNumbers() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <Paper variant="outlined">
          <DateCalendar value={value} onChange={setValue} slots={{ day: DualDay }} />
        </Paper>
        <Typography variant="body2" aria-live="polite">
          {value
            ? `${value.format('MMMM D, YYYY')} is ${islamicDate.format(toUtcDate(value))}`
            : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
