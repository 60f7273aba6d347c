import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ControlledTimeField() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-06-10T08:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="Uncontrolled" defaultValue={dayjs('2024-06-10T19:40')} />
        <Stack spacing={1}>
          <TimeField label="Train departure" value={departure} onChange={setDeparture} />
          <Typography variant="body2" aria-live="polite">
            {departure?.isValid() ? `Departs at ${departure.format('HH:mm')}` : 'Incomplete time'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
