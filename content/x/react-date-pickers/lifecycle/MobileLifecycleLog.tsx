import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const initialDate = dayjs('2024-11-12');

const show = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';

export default function MobileLifecycleLog() {
  const [saved, setSaved] = React.useState<Dayjs | null>(initialDate);
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (event: string) => setEvents((previous) => [...previous.slice(-7), event]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={1}>
          <MobileDatePicker
            label="Renewal date"
            defaultValue={initialDate}
            onOpen={() => log('onOpen')}
            onClose={() => log('onClose')}
            onChange={(value) => log(`onChange: ${show(value)}`)}
            onAccept={(value) => {
              log(`onAccept: ${show(value)}`);
              setSaved(value);
            }}
            slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
          />
          <Typography variant="body2" aria-live="polite">
            Saved: {show(saved)}
          </Typography>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 260, flexGrow: 1 }}>
          <Typography variant="subtitle2" component="p" id="mobile-event-log-title">
            Last events
          </Typography>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Open the dialog, pick a day, then press OK or Cancel.
            </Typography>
          ) : (
            <Typography
              component="ol"
              variant="body2"
              aria-labelledby="mobile-event-log-title"
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
