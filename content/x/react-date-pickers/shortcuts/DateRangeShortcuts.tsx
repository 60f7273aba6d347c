import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const rangeShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [dayjs().startOf('week'), dayjs().endOf('week').startOf('day')],
  },
  {
    label: 'Last 7 days',
    getValue: () => [dayjs().subtract(6, 'day'), dayjs()],
  },
  {
    label: 'This month',
    getValue: () => [dayjs().startOf('month'), dayjs().endOf('month').startOf('day')],
  },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = dayjs().subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month').startOf('day')];
    },
  },
  {
    label: 'Year to date',
    getValue: () => [dayjs().startOf('year'), dayjs()],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function DateRangeShortcuts() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([null, null]);
  const [start, end] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={period}
          onChange={setPeriod}
          localeText={{ start: 'Report from', end: 'Report to' }}
          slotProps={{ shortcuts: { items: rangeShortcuts } }}
        />
        <Typography variant="body2" aria-live="polite">
          {start?.isValid() && end?.isValid()
            ? `Report on ${end.diff(start, 'day') + 1} days`
            : 'Choose a period or a shortcut.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
