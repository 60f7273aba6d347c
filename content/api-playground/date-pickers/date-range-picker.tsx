import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { DateRangePickerProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    localeText: { start: 'Check-in', end: 'Check-out' },
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<DateRangePickerProps<Dayjs>>;
