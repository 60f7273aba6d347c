import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableDatePicker() {
  const [returnDate, setReturnDate] = React.useState<Dayjs | null>(dayjs('2024-05-21'));
  const [pickupDate, setPickupDate] = React.useState<Dayjs | null>(dayjs('2024-05-14'));
  const [cleared, setCleared] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label="Return flight (optional)"
            value={returnDate}
            onChange={setReturnDate}
            slotProps={{
              field: { clearable: true, onClear: () => setCleared((count) => count + 1) },
            }}
          />
          <DatePicker
            label="Car pick-up (optional)"
            value={pickupDate}
            onChange={setPickupDate}
            slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          Return: {returnDate ? returnDate.format('MMM D') : 'none'} · Pick-up:{' '}
          {pickupDate ? pickupDate.format('MMM D') : 'none'} · Cleared from the field {cleared}{' '}
          {cleared === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
