import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { DateFieldProps } from '@mui/x-date-pickers/DateField';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Birthday',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<DateFieldProps<Dayjs>>;
