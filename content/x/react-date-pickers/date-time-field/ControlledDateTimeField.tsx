import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function ControlledDateTimeField() {
  const [incident, setIncident] = React.useState<Dayjs | null>(dayjs('2024-02-29T23:12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeField label="Uncontrolled" defaultValue={dayjs('2024-03-01T06:00')} />
        <Stack spacing={1}>
          <DateTimeField label="Incident started" value={incident} onChange={setIncident} />
          <Typography variant="body2" aria-live="polite">
            {incident?.isValid()
              ? `Logged as ${incident.format('YYYY-MM-DD HH:mm')}`
              : 'Incomplete date and time'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
