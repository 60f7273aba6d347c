import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const start = dayjs('2024-05-14');

export default function DesktopModeQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Desktop on wide windows, whatever the pointer. */}
        <DatePicker
          label="Desktop from 900px"
          defaultValue={start}
          desktopModeMediaQuery="@media (min-width: 900px)"
        />
        {/* A query that always matches: the desktop variant everywhere. */}
        <DatePicker
          label="Always desktop"
          defaultValue={start}
          desktopModeMediaQuery="@media (min-width: 0px)"
        />
      </Stack>
    </LocalizationProvider>
  );
}
