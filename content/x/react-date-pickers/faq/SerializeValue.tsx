import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// What the server sent: a calendar date without time or time zone.
const fromServer = { birthDate: '1990-06-21' };

export default function SerializeValue() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs(fromServer.birthDate));

  // Convert only when sending: keep the date object in state while the user types.
  const payload = {
    birthDate: birthDate?.isValid() ? birthDate.format('YYYY-MM-DD') : null,
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker label="Birth date" value={birthDate} onChange={setBirthDate} disableFuture />
        <Box
          component="pre"
          aria-label="Request body"
          sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 14 }}
        >
          {JSON.stringify(payload, null, 2)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
