import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function FieldPickerAndView() {
  // One value shared by the three layers: edit it in any of them.
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2024-10-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ minWidth: 240 }}>
          <Typography variant="subtitle2">Field</Typography>
          <DateField label="Field" value={day} onChange={setDay} />
          <Typography variant="subtitle2">Picker</Typography>
          <DatePicker label="Picker" value={day} onChange={setDay} />
        </Stack>
        <div>
          <Typography variant="subtitle2">View</Typography>
          <DateCalendar value={day} onChange={setDay} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
