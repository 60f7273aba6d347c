import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Lets locales that define digit conversion (such as "ar") format with their own digits.
dayjs.extend(preParsePostFormat);

export default function ArabicLocaleCalendar() {
  return (
    <div lang="ar">
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar">
        <DateCalendar defaultValue={dayjs('2024-11-20')} />
      </LocalizationProvider>
    </div>
  );
}
