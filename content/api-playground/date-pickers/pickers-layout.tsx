import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { PickersLayoutProps } from '@mui/x-date-pickers/PickersLayout';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticDatePicker defaultValue={dayjs('2024-12-24')} />,
    name: 'layout',
  },
} satisfies PlaygroundPreset<PickersLayoutProps<Dayjs | null, Dayjs, 'year' | 'month' | 'day'>>;
