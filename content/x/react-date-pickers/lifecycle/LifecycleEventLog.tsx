import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

const show = (value: Dayjs | null) =>
  value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';

export default function LifecycleEventLog() {
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (event: string) => setEvents((previous) => [...previous, event]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={1}>
          <DesktopDatePicker
            label="Shipping date"
            defaultValue={dayjs('2024-11-12')}
            closeOnSelect={closeOnSelect}
            onOpen={() => log('onOpen')}
            onClose={() => log('onClose')}
            onChange={(value, context) =>
              log(
                `onChange: ${show(value)}${context.validationError ? ` (${context.validationError})` : ''}`,
              )
            }
            onAccept={(value) => log(`onAccept: ${show(value)}`)}
          />
          <FormControlLabel
            control={
              <Switch
                checked={closeOnSelect}
                onChange={(event) => setCloseOnSelect(event.target.checked)}
              />
            }
            label="closeOnSelect"
          />
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 260, flexGrow: 1 }}>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography variant="subtitle2" component="p" id="lifecycle-event-log-title">
              Event log
            </Typography>
            <Button size="small" onClick={() => setEvents([])} disabled={events.length === 0}>
              Clear log
            </Button>
          </Stack>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Open the picker, pick a day or type in the field.
            </Typography>
          ) : (
            <Typography
              component="ol"
              variant="body2"
              aria-labelledby="lifecycle-event-log-title"
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
