import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    items: [
      { label: 'Today', getValue: () => dayjs() },
      { label: 'In a week', getValue: () => dayjs().add(1, 'week') },
      { label: 'First of next month', getValue: () => dayjs().add(1, 'month').startOf('month') },
    ],
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
  slot: {
    parent: <StaticDatePicker />,
    name: 'shortcuts',
  },
} satisfies PlaygroundPreset<PickersShortcutsProps<Dayjs | null>>;
