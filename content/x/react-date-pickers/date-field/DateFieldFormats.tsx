import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const shipped = dayjs('2024-03-07');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="Day first" defaultValue={shipped} format="DD/MM/YYYY" />
        <DateField label="Weekday and month name" defaultValue={shipped} format="ddd D MMM YYYY" />
        <DateField
          label="No leading zeros"
          defaultValue={shipped}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
        <DateField label="Month of year" defaultValue={shipped} format="MMMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
