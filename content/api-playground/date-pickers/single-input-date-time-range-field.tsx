import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { SingleInputDateTimeRangeFieldProps } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Event',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<SingleInputDateTimeRangeFieldProps<Dayjs>>;
