import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstDatePicker() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2024-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Appointment" value={appointment} onChange={setAppointment} />
        <Typography variant="body2" aria-live="polite">
          Stored value: {appointment?.isValid() ? appointment.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
