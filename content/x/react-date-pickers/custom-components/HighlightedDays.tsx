import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

/** The market opens on the first and third Saturday of every month. */
function isMarketDay(date: Dayjs): boolean {
  const weekOfMonth = Math.ceil(date.date() / 7);
  return date.day() === 6 && (weekOfMonth === 1 || weekOfMonth === 3);
}

function MarketDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth } = props;
  const marked = !outsideCurrentMonth && isMarketDay(day);

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!marked}>
      <PickersDay
        {...props}
        aria-label={marked ? `${day.format('MMMM D')}, market day` : undefined}
      />
    </Badge>
  );
}

export default function HighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack alignItems="flex-start">
        <DateCalendar defaultValue={dayjs('2024-05-08')} slots={{ day: MarketDay }} />
        <Typography variant="body2" color="text.secondary">
          A dot marks the market days: the first and third Saturday of each month.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
