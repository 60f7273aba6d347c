import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <DateCalendar defaultValue={dayjs('2024-03-12')} />,
    name: 'day',
  },
} satisfies PlaygroundPreset<PickersDayProps<Dayjs>>;
