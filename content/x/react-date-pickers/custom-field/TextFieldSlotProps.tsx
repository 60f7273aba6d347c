import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Filled, small"
          defaultValue={dayjs('2024-04-02')}
          slotProps={{ textField: { variant: 'filled', size: 'small' } }}
        />
        <DatePicker
          label="Standard, required"
          slotProps={{
            textField: { variant: 'standard', required: true, helperText: 'Needed to book.' },
          }}
        />
        <DatePicker
          label="Clearable"
          defaultValue={dayjs('2024-04-02')}
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
