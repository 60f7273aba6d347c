import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const release = dayjs('2024-02-09');

export default function DatePickerFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Default format" defaultValue={release} />
        <DatePicker label="Day first" defaultValue={release} format="DD/MM/YYYY" />
        <DatePicker
          label="ISO, spacious"
          defaultValue={release}
          format="YYYY-MM-DD"
          formatDensity="spacious"
        />
        <DatePicker label="Long month" defaultValue={release} format="MMMM D, YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
