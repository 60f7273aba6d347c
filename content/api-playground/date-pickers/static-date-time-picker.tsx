import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { StaticDateTimePickerProps } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<StaticDateTimePickerProps<Dayjs>>;
