import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2">Opens on the year view</Typography>
          <DateCalendar defaultValue={dayjs('1988-03-15')} openTo="year" />
        </div>
        <div>
          <Typography variant="subtitle2">Month and year only</Typography>
          <DateCalendar
            defaultValue={dayjs('2024-07-01')}
            views={['month', 'year']}
            openTo="month"
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
