import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo stable; an app would call `dayjs()` inside `getValue`.
const TODAY = dayjs('2024-05-14');

const dueDates: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => TODAY },
  { label: '+1 week', getValue: () => TODAY.add(1, 'week') },
  { label: '+2 weeks', getValue: () => TODAY.add(2, 'week') },
  { label: '+30 days', getValue: () => TODAY.add(30, 'day') },
];

export default function ShortcutsBelowCalendar() {
  const [due, setDue] = React.useState<Dayjs | null>(TODAY.add(1, 'week'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        value={due}
        onChange={setDue}
        referenceDate={TODAY}
        slotProps={{
          shortcuts: { items: dueDates, changeImportance: 'set' },
          toolbar: { hidden: true },
          actionBar: { actions: ['clear'] },
          layout: {
            sx: {
              // The layout is a three-column grid: move the shortcuts to a row of their own.
              [`.${pickersLayoutClasses.shortcuts}`]: {
                gridColumn: '1 / 4',
                gridRow: 3,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                maxWidth: 'none',
                px: 1,
              },
              [`.${pickersLayoutClasses.shortcuts} .MuiListItem-root`]: { width: 'auto' },
              [`.${pickersLayoutClasses.actionBar}`]: { gridRow: 4 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
