import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';
import type { Dayjs } from 'dayjs';

const stay: DateRange<Dayjs> = [dayjs('2024-07-08'), dayjs('2024-07-13')];

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack spacing={2}>
          <DateRangePicker
            defaultValue={stay}
            localeText={{ start: 'Responsive start', end: 'Responsive end' }}
          />
          <DesktopDateRangePicker
            defaultValue={stay}
            localeText={{ start: 'Desktop start', end: 'Desktop end' }}
          />
          <MobileDateRangePicker
            defaultValue={stay}
            localeText={{ start: 'Mobile start', end: 'Mobile end' }}
          />
        </Stack>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Static variant
          </Typography>
          <StaticDateRangePicker defaultValue={stay} calendars={1} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
