import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function PickerLocaleText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Shared by every picker below.
      localeText={{ cancelButtonLabel: 'Back', clearButtonLabel: 'Reset' }}
    >
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          defaultValue={dayjs('2024-11-20')}
          // Only for this picker: toolbarTitle replaces its own toolbar title.
          localeText={{ toolbarTitle: 'Delivery day', okButtonLabel: 'Book this day' }}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <StaticTimePicker
          defaultValue={dayjs('2024-11-20T14:30')}
          localeText={{ toolbarTitle: 'Delivery slot', okButtonLabel: 'Book this slot' }}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
