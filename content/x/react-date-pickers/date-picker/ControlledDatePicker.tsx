import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-11-20'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2024-11-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Publication date"
          value={value}
          onChange={setValue}
          onAccept={setAccepted}
        />
        <Typography variant="body2" aria-live="polite">
          onChange value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
          <br />
          onAccept value: {accepted?.isValid() ? accepted.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
