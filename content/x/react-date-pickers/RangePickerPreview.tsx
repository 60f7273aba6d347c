import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangePickerPreview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-12-20'), dayjs('2025-01-03')]}
        localeText={{ start: 'Holiday starts', end: 'Holiday ends' }}
      />
    </LocalizationProvider>
  );
}
