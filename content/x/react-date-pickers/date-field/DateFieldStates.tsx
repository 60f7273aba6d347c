import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const issued = dayjs('2022-10-17');

export default function DateFieldStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="Clearable" defaultValue={issued} clearable />
        <DateField label="Read-only" defaultValue={issued} readOnly />
        <DateField label="Disabled" defaultValue={issued} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
