import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

const initialMonth = dayjs('2024-05-01');

/** Stands in for a server call: the fully booked days of a month (the 3rd, 10th, 17th...). */
function fetchBookedDays(month: Dayjs, signal: AbortSignal) {
  return new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      const days = Array.from({ length: month.daysInMonth() }, (_, index) => index + 1);
      resolve(days.filter((day) => (day + month.month()) % 7 === 3));
    }, 700);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

export default function LoadingDatePicker() {
  const [loading, setLoading] = React.useState(true);
  const [bookedDays, setBookedDays] = React.useState<number[]>([]);
  const [month, setMonth] = React.useState(initialMonth);

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchBookedDays(month, controller.signal)
      .then((days) => {
        setBookedDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          throw error;
        }
      });
    return () => controller.abort();
  }, [month]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-05-14')}
        loading={loading}
        renderLoading={() => <DayCalendarSkeleton />}
        onMonthChange={(newMonth) => {
          setBookedDays([]);
          setMonth(newMonth);
        }}
        shouldDisableDate={(day) => bookedDays.includes(day.date())}
        slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
