import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function WeekNumbersDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-05-14')}
        displayWeekNumber
        fixedWeekNumber={6}
        showDaysOutsideCurrentMonth
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: [] },
          // Week numbers are text.disabled by default, too faint for text (2.6:1 on white).
          layout: { sx: { '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } } },
        }}
      />
    </LocalizationProvider>
  );
}
