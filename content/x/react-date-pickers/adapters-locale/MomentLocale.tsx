import Stack from '@mui/material/Stack';
import moment from 'moment';
import 'moment/locale/es';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

// Loading a Moment locale file also makes it Moment's global locale:
// switch the global locale back, the provider applies "es" to its own dates.
moment.locale('en');

export default function MomentLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateField label="Fecha de entrega" defaultValue={moment('2024-11-20')} />
        <DateCalendar defaultValue={moment('2024-11-20')} />
      </Stack>
    </LocalizationProvider>
  );
}
