import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function SingleInputTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <SingleInputTimeRangeField
          label="Opening hours"
          defaultValue={[dayjs('2024-05-06T09:00'), dayjs('2024-05-06T18:00')]}
        />
        <SingleInputTimeRangeField
          label="Opening hours (24-hour, clearable)"
          defaultValue={[dayjs('2024-05-06T09:00'), dayjs('2024-05-06T18:00')]}
          ampm={false}
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
