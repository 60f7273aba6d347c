import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const firstDay = dayjs('2024-05-01');
const lastDay = dayjs('2024-08-31');

export default function KeepLastValidValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-05-14'));
  // What the app stores: only values that pass validation.
  const [savedDate, setSavedDate] = React.useState<Dayjs | null>(dayjs('2024-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Summer course start"
          value={value}
          minDate={firstDay}
          maxDate={lastDay}
          onChange={(newValue, context) => {
            setValue(newValue);
            if (context.validationError === null) {
              setSavedDate(newValue);
            }
          }}
          slotProps={{ textField: { helperText: 'Between May 1 and August 31, 2024.' } }}
        />
        <Typography variant="body2" aria-live="polite">
          Saved start date: {savedDate ? savedDate.format('MMMM D, YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
