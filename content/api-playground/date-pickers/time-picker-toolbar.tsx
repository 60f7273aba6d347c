import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { TimePickerToolbarProps } from '@mui/x-date-pickers/TimePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticTimePicker defaultValue={dayjs('2024-09-21T07:45')} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<TimePickerToolbarProps<Dayjs>>;
