import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import type { SingleInputTimeRangeFieldProps } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Opening hours',
  },
  wrapper: <LocalizationProvider dateAdapter={AdapterDayjs} />,
} satisfies PlaygroundPreset<SingleInputTimeRangeFieldProps<Dayjs>>;
