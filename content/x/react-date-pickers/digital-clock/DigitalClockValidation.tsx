import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// Slots already booked by other customers.
const booked = ['10:00', '11:15', '14:30'];
const isBooked = (value: Dayjs) => booked.includes(value.format('HH:mm'));

export default function DigitalClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <div>
          <Typography variant="subtitle2">Booked slots greyed out</Typography>
          <DigitalClock
            ampm={false}
            timeStep={15}
            minTime={dayjs('2024-06-10T09:00')}
            maxTime={dayjs('2024-06-10T17:00')}
            shouldDisableTime={isBooked}
            referenceDate={dayjs('2024-06-10T09:00')}
            sx={{ maxHeight: 240 }}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Booked slots hidden</Typography>
          <DigitalClock
            ampm={false}
            timeStep={15}
            minTime={dayjs('2024-06-10T09:00')}
            maxTime={dayjs('2024-06-10T17:00')}
            shouldDisableTime={isBooked}
            skipDisabled
            referenceDate={dayjs('2024-06-10T09:00')}
            sx={{ maxHeight: 240 }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
