import Grid from '@mui/material/Grid';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const boarding = dayjs('2024-05-14T19:45');

export default function TwelveOrTwentyFourHours() {
  return (
    <Grid container spacing={2} sx={{ maxWidth: 560 }}>
      {/* US English: the locale's time format has an AM/PM marker. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <Grid item xs={12} sm={6}>
          <TimePicker label="en, locale default" defaultValue={boarding} />
        </Grid>
        <Grid item xs={12} sm={6}>
          <TimePicker label="en, ampm={false}" defaultValue={boarding} ampm={false} />
        </Grid>
      </LocalizationProvider>
      {/* British English: the locale's time format is 24-hour. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <Grid item xs={12} sm={6}>
          <TimePicker label="en-gb, locale default" defaultValue={boarding} />
        </Grid>
        <Grid item xs={12} sm={6}>
          <DateTimeField label="en-gb, ampm" defaultValue={boarding} ampm />
        </Grid>
      </LocalizationProvider>
    </Grid>
  );
}
