import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "now" keeps the demo stable; an app would call `dayjs()` inside `getValue`.
const NOW = dayjs('2024-05-14T10:15');

const nextMorning = (from: Dayjs) => from.add(1, 'day').hour(9).minute(0);

const reminders: PickersShortcutsItem<Dayjs | null>[] = [
  // Rounded up to the next quarter hour, so the time views show a tidy value.
  {
    label: 'In 1 hour',
    getValue: () => {
      const inOneHour = NOW.add(1, 'hour');
      return inOneHour.minute(Math.ceil(inOneHour.minute() / 15) * 15).second(0);
    },
  },
  { label: 'This evening', getValue: () => NOW.hour(18).minute(0) },
  { label: 'Tomorrow morning', getValue: () => nextMorning(NOW) },
  {
    label: 'Monday morning',
    // Days until the next Monday (day 1), a full week when today is Monday.
    getValue: () =>
      NOW.add((8 - NOW.day()) % 7 || 7, 'day')
        .hour(9)
        .minute(0),
  },
];

export default function DateTimeShortcuts() {
  const [remindAt, setRemindAt] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Remind me"
          value={remindAt}
          onChange={setRemindAt}
          referenceDate={NOW}
          minDateTime={NOW}
          slotProps={{ shortcuts: { items: reminders } }}
        />
        <Typography variant="body2" aria-live="polite">
          {remindAt
            ? `Reminder set for ${remindAt.format('dddd, MMMM D [at] h:mm A')}`
            : 'No reminder yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
