import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ControlledDateCalendar() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2024-05-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <DateCalendar value={day} onChange={setDay} />
        <Typography variant="body2" aria-live="polite" sx={{ pt: 2 }}>
          Delivery day: {day ? day.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
