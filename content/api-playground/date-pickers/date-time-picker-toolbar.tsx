import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DateTimePickerToolbarProps } from '@mui/x-date-pickers/DateTimePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticDateTimePicker defaultValue={dayjs('2024-11-02T19:30')} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<DateTimePickerToolbarProps<Dayjs>>;
