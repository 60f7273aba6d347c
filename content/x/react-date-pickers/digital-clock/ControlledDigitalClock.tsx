import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function ControlledDigitalClock() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2024-06-10T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <DigitalClock value={slot} onChange={setSlot} timeStep={30} sx={{ maxHeight: 280 }} />
        <Typography variant="body2" aria-live="polite">
          Appointment at {slot?.format('h:mm A') ?? '...'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
