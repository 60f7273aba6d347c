import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Graduation year" views={['year']} />
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YYYY"
          disablePast
        />
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          referenceDate={dayjs('1990-01-01')}
          disableFuture
        />
      </Stack>
    </LocalizationProvider>
  );
}
