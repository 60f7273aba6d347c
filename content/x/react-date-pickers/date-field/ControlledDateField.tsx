import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ControlledDateField() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Start date (uncontrolled)" defaultValue={dayjs('2024-04-02')} />
        <Stack spacing={1}>
          <DateField label="Birth date" value={birthDate} onChange={setBirthDate} />
          <Typography variant="body2" aria-live="polite" data-testid="birth-date-value">
            {birthDate === null
              ? 'Empty'
              : birthDate.isValid()
                ? `Born on ${birthDate.format('D MMMM YYYY')}`
                : 'Incomplete date'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
