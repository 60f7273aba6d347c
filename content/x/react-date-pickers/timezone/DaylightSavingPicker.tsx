import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'America/New_York';
// 06:30 UTC on 10 March 2024 is 01:30 in New York, half an hour before clocks jump to 03:00.
const initialValue = dayjs.utc('2024-03-10T06:30:00Z');

export default function DaylightSavingPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(initialValue);
  const local = value?.isValid() ? value.tz(ZONE) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Maintenance starts (New York)"
          value={value}
          onChange={setValue}
          timezone={ZONE}
          ampm={false}
        />
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            disabled={!value?.isValid()}
            onClick={() => setValue((current) => current && current.subtract(1, 'hour'))}
          >
            1 hour earlier
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={!value?.isValid()}
            onClick={() => setValue((current) => current && current.add(1, 'hour'))}
          >
            1 hour later
          </Button>
        </Stack>
        <Typography variant="body2" role="status">
          {local
            ? `New York: ${local.format('HH:mm')} (UTC${local.format('Z')}) · UTC: ${value!.utc().format('HH:mm')}`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
