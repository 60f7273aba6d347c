import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    actions: ['clear', 'today', 'accept'],
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticDatePicker />,
    name: 'actionBar',
  },
} satisfies PlaygroundPreset<PickersActionBarProps>;
