import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

// What the server sent: a calendar day and an instant, both as strings.
const fromServer = { deliveryDay: '2024-05-14', callbackAt: '2024-05-13T15:30:00Z' };

/** Date objects in, strings out: what a form would send back. */
function toPayload(deliveryDay: Dayjs | null, callbackAt: Dayjs | null) {
  return {
    // A calendar day has no time and no timezone: send it as YYYY-MM-DD.
    deliveryDay: deliveryDay?.isValid() ? deliveryDay.format('YYYY-MM-DD') : null,
    // An instant goes out in UTC, as ISO 8601.
    callbackAt: callbackAt?.isValid() ? callbackAt.toISOString() : null,
  };
}

export default function ValueToServerFormat() {
  const [deliveryDay, setDeliveryDay] = React.useState<Dayjs | null>(dayjs(fromServer.deliveryDay));
  const [callbackAt, setCallbackAt] = React.useState<Dayjs | null>(
    dayjs.utc(fromServer.callbackAt),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ minWidth: 260 }}>
          <DatePicker label="Delivery day" value={deliveryDay} onChange={setDeliveryDay} />
          <DateTimePicker
            label="Call back at (UTC)"
            value={callbackAt}
            onChange={setCallbackAt}
            ampm={false}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Sent to the server
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 2,
              borderRadius: 1,
              bgcolor: 'action.hover',
              color: 'text.primary',
              fontSize: '0.8125rem',
              overflowX: 'auto',
            }}
          >
            {JSON.stringify(toPayload(deliveryDay, callbackAt), null, 2)}
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
