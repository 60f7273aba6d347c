import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function StyledDigitalClockItems() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-05-14T07:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <Paper variant="outlined" sx={{ width: 160 }}>
          <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
            Ferry departures
          </Typography>
          <DigitalClock
            value={departure}
            onChange={setDeparture}
            ampm={false}
            timeStep={20}
            minTime={dayjs('2024-05-14T06:00')}
            maxTime={dayjs('2024-05-14T22:00')}
            skipDisabled
            sx={{ maxHeight: 260 }}
            slotProps={{
              digitalClockItem: {
                sx: {
                  justifyContent: 'center',
                  borderRadius: 999,
                  fontVariantNumeric: 'tabular-nums',
                  '&.Mui-selected': {
                    backgroundColor: 'secondary.main',
                    color: 'secondary.contrastText',
                  },
                  '&.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
                    backgroundColor: 'secondary.dark',
                  },
                },
              },
            }}
          />
        </Paper>
        <Typography variant="body2" aria-live="polite">
          Departure at {departure ? departure.format('HH:mm') : '...'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
