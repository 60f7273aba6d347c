import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableFields() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2025-01-31'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateField
            label="Renewal date"
            value={renewal}
            onChange={setRenewal}
            clearable
            onClear={() => setClearCount((count) => count + 1)}
          />
          <DatePicker
            label="Reminder"
            defaultValue={dayjs('2025-01-24')}
            slotProps={{ field: { clearable: true } }}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          Renewal: {renewal?.isValid() ? renewal.format('D MMMM YYYY') : 'not set'} (cleared{' '}
          {clearCount} {clearCount === 1 ? 'time' : 'times'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
