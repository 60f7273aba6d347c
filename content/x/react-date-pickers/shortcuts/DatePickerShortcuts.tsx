import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs() },
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  {
    label: 'Next Monday',
    // day() is 0 on Sunday and 1 on Monday.
    getValue: () => dayjs().add((8 - dayjs().day()) % 7 || 7, 'day'),
  },
  { label: 'In two weeks', getValue: () => dayjs().add(2, 'week') },
  { label: 'End of month', getValue: () => dayjs().endOf('month').startOf('day') },
  { label: 'No due date', getValue: () => null },
];

export default function DatePickerShortcuts() {
  const [due, setDue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Due date"
          value={due}
          onChange={setDue}
          slotProps={{ shortcuts: { items: shortcuts } }}
        />
        <Typography variant="body2" aria-live="polite">
          {due?.isValid() ? `Due on ${due.format('dddd D MMMM YYYY')}` : 'No due date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
