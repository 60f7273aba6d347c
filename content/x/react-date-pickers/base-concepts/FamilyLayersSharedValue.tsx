import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FamilyLayersSharedValue() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2024-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ minWidth: 240 }}>
          <Typography variant="overline" component="h3">
            Field
          </Typography>
          <DateField label="Grant deadline" value={deadline} onChange={setDeadline} />
          <Typography variant="overline" component="h3">
            Picker
          </Typography>
          <DatePicker label="Grant deadline" value={deadline} onChange={setDeadline} />
        </Stack>
        <Stack spacing={2}>
          <Typography variant="overline" component="h3">
            View
          </Typography>
          <Paper variant="outlined">
            <DateCalendar
              value={deadline}
              onChange={setDeadline}
              aria-label="Grant deadline calendar"
            />
          </Paper>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
