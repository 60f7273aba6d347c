import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { MobileTimePickerProps } from '@mui/x-date-pickers/MobileTimePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Alarm',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<MobileTimePickerProps<Dayjs>>;
