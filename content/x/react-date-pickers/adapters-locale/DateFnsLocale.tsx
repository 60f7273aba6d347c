import Stack from '@mui/material/Stack';
import { fr } from 'date-fns/locale/fr';
// date-fns 3 needs the V3 adapter; AdapterDateFns is for date-fns 2.
import { AdapterDateFnsV3 } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFnsLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsV3} adapterLocale={fr}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateField label="Date de livraison" defaultValue={new Date(2024, 10, 20)} />
        <DateCalendar defaultValue={new Date(2024, 10, 20)} />
      </Stack>
    </LocalizationProvider>
  );
}
