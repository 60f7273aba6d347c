import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { DateTimeFieldProps } from '@mui/x-date-pickers/DateTimeField';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Delivery',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<DateTimeFieldProps<Dayjs>>;
