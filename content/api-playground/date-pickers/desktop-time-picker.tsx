import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { DesktopTimePickerProps } from '@mui/x-date-pickers/DesktopTimePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Alarm',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<DesktopTimePickerProps<Dayjs>>;
