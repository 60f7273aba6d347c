import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const STEP = 15;

export default function TimeFieldWithDigitalClock() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2024-05-06T10:30'));

  const onStep = pickup?.isValid() && pickup.minute() % STEP === 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={1} sx={{ minWidth: 220 }}>
          <TimeField label="Pickup time" value={pickup} onChange={setPickup} ampm={false} />
          <Typography variant="body2" role="status">
            {!pickup?.isValid()
              ? 'Type a time or pick one in the list.'
              : onStep
                ? `Pickup at ${pickup.format('HH:mm')}.`
                : `${pickup.format('HH:mm')} is between two slots: the list highlights nothing.`}
          </Typography>
        </Stack>
        <DigitalClock
          value={pickup}
          onChange={setPickup}
          timeStep={STEP}
          ampm={false}
          minTime={dayjs('2024-05-06T08:00')}
          maxTime={dayjs('2024-05-06T18:00')}
          skipDisabled
          sx={{ height: 240, width: 120, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
