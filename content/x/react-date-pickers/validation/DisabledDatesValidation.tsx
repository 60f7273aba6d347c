import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const publicHolidays = ['2024-05-01', '2024-07-04', '2024-12-25'];

const isClosedDay = (date: Dayjs) =>
  date.day() === 0 || date.day() === 6 || publicHolidays.includes(date.format('YYYY-MM-DD'));

// The warehouse closes every August.
const isClosedMonth = (month: Dayjs) => month.month() === 7;

// Reports exist for census years only.
const isNotCensusYear = (year: Dayjs) => year.year() % 5 !== 0;

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Enter a complete date.',
  shouldDisableDate: 'Deliveries run Monday to Friday, except public holidays.',
  shouldDisableMonth: 'The warehouse is closed in August.',
  shouldDisableYear: 'Choose a census year (a multiple of 5).',
  minDate: 'This date is too early.',
  maxDate: 'This date is too late.',
  disablePast: 'This date is in the past.',
  disableFuture: 'This date is in the future.',
};

export default function DisabledDatesValidation() {
  const [deliveryError, setDeliveryError] = React.useState<DateValidationError>(null);
  const [censusError, setCensusError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Delivery day"
          referenceDate={dayjs('2024-06-03')}
          shouldDisableDate={isClosedDay}
          shouldDisableMonth={isClosedMonth}
          onError={setDeliveryError}
          slotProps={{
            textField: {
              helperText: deliveryError ? messages[deliveryError] : 'A working day, not in August.',
            },
          }}
        />
        <DatePicker
          label="Census year"
          views={['year']}
          defaultValue={dayjs('2020-01-01')}
          shouldDisableYear={isNotCensusYear}
          onError={setCensusError}
          slotProps={{
            textField: {
              helperText: censusError ? messages[censusError] : 'Census years end in 0 or 5.',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
