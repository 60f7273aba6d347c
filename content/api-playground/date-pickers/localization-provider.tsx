import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { LocalizationProviderProps } from '@mui/x-date-pickers/LocalizationProvider';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    dateAdapter: AdapterDayjs,
    localeText: { okButtonLabel: 'Done', cancelButtonLabel: 'Back' },
    children: <DatePicker label="Check-in" />,
  },
} satisfies PlaygroundPreset<LocalizationProviderProps<unknown, string>>;
