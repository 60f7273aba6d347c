import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: (
      <DateRangeCalendar calendars={1} defaultValue={[dayjs('2024-04-08'), dayjs('2024-04-12')]} />
    ),
    name: 'day',
  },
} satisfies PlaygroundPreset<DateRangePickerDayProps<Dayjs>>;
