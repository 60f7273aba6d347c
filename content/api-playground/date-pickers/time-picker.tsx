import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Alarm',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<TimePickerProps<Dayjs>>;
