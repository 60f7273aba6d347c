import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BasicDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-01-15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Departure" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" aria-live="polite">
          {value && value.isValid()
            ? `You leave on ${value.format('dddd D MMMM YYYY')}.`
            : 'Pick a valid date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
