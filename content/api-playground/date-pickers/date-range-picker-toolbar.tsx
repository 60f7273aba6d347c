import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DateRangePickerToolbarProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticDateRangePicker defaultValue={[dayjs('2024-08-05'), dayjs('2024-08-09')]} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<DateRangePickerToolbarProps<Dayjs>>;
