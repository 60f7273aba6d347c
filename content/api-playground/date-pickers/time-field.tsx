import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { TimeFieldProps } from '@mui/x-date-pickers/TimeField';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Start time',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<TimeFieldProps<Dayjs>>;
