import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// What the API sends and expects back: an ISO 8601 string in UTC.
const fromApi = { id: 'webinar-42', startsAt: '2024-06-04T14:00:00Z' };

export default function IsoStringRoundTrip() {
  // In: parse as UTC, so the value (and what onChange returns) stays in UTC.
  const [startsAt, setStartsAt] = React.useState<Dayjs | null>(() => dayjs.utc(fromApi.startsAt));

  // Out: back to a UTC string, whatever zone the picker displays.
  const payload = {
    id: fromApi.id,
    startsAt: startsAt?.isValid() ? startsAt.toISOString() : null,
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 380 }}>
        <DateTimePicker
          label="Webinar starts (Berlin time)"
          value={startsAt}
          onChange={setStartsAt}
          timezone="Europe/Berlin"
          ampm={false}
        />
        <Box
          component="pre"
          role="status"
          aria-label="Request body"
          sx={{
            m: 0,
            p: 1,
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflowX: 'auto',
          }}
        >
          {JSON.stringify(payload, null, 2)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
