import Stack from '@mui/material/Stack';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const deliveryTime = DateTime.fromISO('2024-11-20T16:30');

export default function LuxonLocale() {
  return (
    // Luxon reads its locale data from the browser's Intl API: no import needed.
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="ja">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateTimeField label="配達日時" defaultValue={deliveryTime} />
        <DateCalendar defaultValue={deliveryTime} />
      </Stack>
    </LocalizationProvider>
  );
}
