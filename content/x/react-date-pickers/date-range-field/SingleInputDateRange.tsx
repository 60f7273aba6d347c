import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputDateRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <SingleInputDateRangeField
          label="Campaign period"
          defaultValue={[dayjs('2024-11-25'), dayjs('2024-12-02')]}
        />
        <SingleInputDateRangeField
          label="Campaign period (day first, clearable)"
          defaultValue={[dayjs('2024-11-25'), dayjs('2024-12-02')]}
          format="DD/MM/YYYY"
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
