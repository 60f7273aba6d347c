import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const start = dayjs('2024-05-14T14:30');

export default function TimePickerClockColumns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* 48 options a day is above the default threshold of 24: one column per unit. */}
        <DesktopTimePicker
          label="Sections (30-minute steps)"
          defaultValue={start}
          timeSteps={{ minutes: 30 }}
        />
        {/* Raising the threshold to 48 turns the same steps into one list of times. */}
        <DesktopTimePicker
          label="Single list (30-minute steps)"
          defaultValue={start}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
      </Stack>
    </LocalizationProvider>
  );
}
