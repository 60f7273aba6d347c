import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const departure = dayjs('2024-09-14T07:45');

export default function FieldComponents() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="Departure date" defaultValue={departure} />
        <TimeField label="Departure time" defaultValue={departure} />
        <DateTimeField label="Departure" defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
