import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    toolbarFormat: 'dddd D MMMM',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticDatePicker defaultValue={dayjs('2024-09-21')} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<DatePickerToolbarProps<Dayjs>>;
