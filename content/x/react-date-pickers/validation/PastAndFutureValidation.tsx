import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const oldestBirthDate = dayjs('1900-01-01');

function appointmentMessage(error: DateValidationError) {
  switch (error) {
    case 'invalidDate':
      return 'Enter a complete date.';
    case 'disablePast':
      return 'Appointments cannot be booked in the past.';
    case 'maxDate':
      return 'Bookings open 60 days ahead at most.';
    default:
      return 'Within the next 60 days.';
  }
}

function birthDateMessage(error: DateValidationError) {
  switch (error) {
    case 'invalidDate':
      return 'Enter a complete date.';
    case 'disableFuture':
      return 'A birth date cannot be in the future.';
    case 'minDate':
      return 'Enter a date after 1 January 1900.';
    default:
      return 'As printed on your ID card.';
  }
}

export default function PastAndFutureValidation() {
  const [appointmentError, setAppointmentError] = React.useState<DateValidationError>(null);
  const [birthDateError, setBirthDateError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Appointment"
          disablePast
          maxDate={dayjs().add(60, 'day')}
          onError={setAppointmentError}
          slotProps={{ textField: { helperText: appointmentMessage(appointmentError) } }}
        />
        <DatePicker
          label="Birth date"
          disableFuture
          minDate={oldestBirthDate}
          openTo="year"
          onError={setBirthDateError}
          slotProps={{ textField: { helperText: birthDateMessage(birthDateError) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
