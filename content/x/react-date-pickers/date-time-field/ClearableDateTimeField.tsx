import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function ClearableDateTimeField() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2024-10-03T09:15'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimeField
          label="Remind me at"
          value={reminder}
          onChange={setReminder}
          clearable
          onClear={() => setClears((count) => count + 1)}
          ampm={false}
        />
        <Typography variant="body2" role="status">
          {reminder?.isValid()
            ? `Reminder set for ${reminder.format('ddd D MMM, HH:mm')}.`
            : 'No reminder.'}{' '}
          {clears > 0 && `Cleared ${clears} time(s).`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
