import Stack from '@mui/material/Stack';
import { fr } from 'date-fns/locale/fr';
// date-fns 3 needs the adapter of the AdapterDateFnsV3 entry point.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFnsLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateField label="Date de livraison" defaultValue={new Date(2024, 10, 20)} />
        <DateCalendar defaultValue={new Date(2024, 10, 20)} />
      </Stack>
    </LocalizationProvider>
  );
}
