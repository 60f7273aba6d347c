import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ControlledTimeClock() {
  const [wakeUp, setWakeUp] = React.useState<Dayjs | null>(dayjs('2024-06-10T07:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="center">
        <TimeClock value={wakeUp} onChange={setWakeUp} />
        <Typography variant="body2" aria-live="polite">
          Wake-up time: {wakeUp?.format('hh:mm A') ?? 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
