import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const opening = dayjs('2024-04-15T09:00');
const closing = dayjs('2024-04-15T17:30');

// The shop closes for lunch between 12:00 and 13:00.
const isLunchBreak = (value: Dayjs, view: string) => view === 'hours' && value.hour() === 12;

export default function TimePickerValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  const message = (() => {
    switch (error) {
      case null:
        return 'Between 9:00 and 17:30, every 15 minutes.';
      case 'minTime':
      case 'maxTime':
        return 'The shop is closed at that time.';
      case 'minutesStep':
        return 'Pick a quarter hour.';
      case 'shouldDisableTime-hours':
        return 'No collections during the lunch break.';
      default:
        return 'Enter a valid time.';
    }
  })();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <TimePicker
          label="Collection time"
          defaultValue={dayjs('2024-04-15T12:15')}
          minTime={opening}
          maxTime={closing}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          shouldDisableTime={isLunchBreak}
          skipDisabled
          onError={setError}
          slotProps={{ textField: { helperText: message } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
