import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs from 'dayjs';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    hidden: false,
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticDateTimePicker defaultValue={dayjs('2024-06-14T09:00')} />,
    name: 'tabs',
  },
} satisfies PlaygroundPreset<DateTimePickerTabsProps>;
