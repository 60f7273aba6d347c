import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const opening = dayjs('2024-05-14T06:00');
const closing = dayjs('2024-05-14T23:00');
const MIN_SHIFT_MINUTES = 120;

export default function ShiftWithDigitalClocks() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-05-14T08:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-05-14T16:00'));

  const earliestEnd = start ? start.add(MIN_SHIFT_MINUTES, 'minute') : opening;

  const handleStartChange = (newStart: Dayjs | null) => {
    setStart(newStart);
    // Keep the range valid: push the end forward when the new start leaves too short a shift.
    if (newStart && end && end.diff(newStart, 'minute') < MIN_SHIFT_MINUTES) {
      setEnd(newStart.add(MIN_SHIFT_MINUTES, 'minute'));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <Paper variant="outlined">
            <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
              Shift starts
            </Typography>
            <DigitalClock
              value={start}
              onChange={handleStartChange}
              ampm={false}
              timeStep={30}
              minTime={opening}
              maxTime={closing.subtract(MIN_SHIFT_MINUTES, 'minute')}
              skipDisabled
              sx={{ maxHeight: 240, width: 120 }}
            />
          </Paper>
          <Paper variant="outlined">
            <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
              Shift ends
            </Typography>
            <DigitalClock
              value={end}
              onChange={setEnd}
              ampm={false}
              timeStep={30}
              minTime={earliestEnd}
              maxTime={closing}
              skipDisabled
              sx={{ maxHeight: 240, width: 120 }}
            />
          </Paper>
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {start && end
            ? `Shift ${start.format('HH:mm')}–${end.format('HH:mm')}, ${end.diff(start, 'hour', true)} hours`
            : 'Choose a start and an end.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
