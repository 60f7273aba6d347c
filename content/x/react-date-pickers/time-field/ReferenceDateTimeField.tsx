import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The workshop day is fixed; readers only type the hour the session starts.
const workshopDay = dayjs('2024-09-18T00:00');

export default function ReferenceDateTimeField() {
  const [start, setStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Session start"
          value={start}
          onChange={setStart}
          referenceDate={workshopDay}
          format="HH:mm"
        />
        <Typography variant="body2" aria-live="polite">
          {start?.isValid()
            ? `Stored value: ${start.format('YYYY-MM-DD HH:mm')}`
            : 'Type a time: the date part comes from the workshop day, 2024-09-18.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
