import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const finish = dayjs('2024-06-10T15:07:42');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimeField label="12-hour clock" defaultValue={finish} />
        <TimeField label="24-hour clock" defaultValue={finish} ampm={false} />
        <TimeField label="With seconds" defaultValue={finish} format="HH:mm:ss" />
        <TimeField
          label="Spacious"
          defaultValue={finish}
          format="hh:mm a"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
