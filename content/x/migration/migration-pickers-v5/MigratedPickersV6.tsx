import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function MigratedPickersV6() {
  // v6: the value is a Dayjs object, because the adapter is AdapterDayjs.
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2024-03-18'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2024-03-18T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 640 }}>
        <DatePicker
          label="Delivery day"
          value={day}
          onChange={setDay}
          format="DD/MM/YYYY"
          localeText={{ toolbarTitle: 'Pick the delivery day' }}
          slotProps={{
            textField: { helperText: 'Day / month / year', fullWidth: true },
            actionBar: { actions: ['clear', 'today', 'accept'] },
            toolbar: { hidden: false, toolbarFormat: 'ddd D MMM' },
          }}
        />
        <TimePicker
          label="Delivery time"
          value={time}
          onChange={setTime}
          ampm={false}
          shouldDisableTime={(value, view) => view === 'hours' && value.hour() < 8}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          slotProps={{ textField: { helperText: 'From 08:00', fullWidth: true } }}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {day?.isValid() && time?.isValid()
          ? `Delivery on ${day.format('dddd D MMMM YYYY')} at ${time.format('HH:mm')}.`
          : 'Pick a valid day and time.'}
      </Typography>
    </LocalizationProvider>
  );
}
