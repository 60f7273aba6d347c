import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// US English texts and formats, with weeks starting on Monday (0 is Sunday). `dayjs.Ls.en`
// holds the formats the adapter's plugins add; the third argument registers the new
// locale without making it Day.js's global one.
dayjs.locale({ ...dayjs.Ls.en, name: 'en-monday', weekStart: 1 }, undefined, true);

const payday = dayjs('2024-05-14');

export default function CustomWeekStart() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          en: weeks start on Sunday
        </Typography>
        <Paper variant="outlined">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
            <DateCalendar defaultValue={payday} />
          </LocalizationProvider>
        </Paper>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          en-monday: weeks start on Monday
        </Typography>
        <Paper variant="outlined">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
            <DateCalendar defaultValue={payday} />
          </LocalizationProvider>
        </Paper>
      </Stack>
    </Stack>
  );
}
