import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { MobileDatePickerProps } from '@mui/x-date-pickers/MobileDatePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Departure',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<MobileDatePickerProps<Dayjs>>;
