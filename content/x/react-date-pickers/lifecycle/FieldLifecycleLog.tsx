import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const show = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';

export default function FieldLifecycleLog() {
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (event: string) => setEvents((previous) => [...previous.slice(-7), event]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <DateField
          label="Contract start"
          onChange={(value: Dayjs | null, context) =>
            log(`onChange: ${show(value)}, error: ${context.validationError ?? 'none'}`)
          }
        />
        <Paper variant="outlined" sx={{ p: 2, minWidth: 260, flexGrow: 1 }}>
          <Typography variant="subtitle2" component="p" id="field-event-log-title">
            Last onChange calls
          </Typography>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Type a date such as 03/15/2025, then press Backspace.
            </Typography>
          ) : (
            <Typography
              component="ol"
              variant="body2"
              aria-labelledby="field-event-log-title"
              sx={{ fontFamily: 'monospace', m: 0, pl: 3 }}
            >
              {events.map((event, index) => (
                <li key={index}>{event}</li>
              ))}
            </Typography>
          )}
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
