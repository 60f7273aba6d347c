import AlarmIcon from '@mui/icons-material/Alarm';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function OpenPickerIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Review date"
          defaultValue={dayjs('2024-08-26')}
          slots={{ openPickerIcon: EditCalendarIcon }}
          slotProps={{ openPickerButton: { color: 'primary' } }}
        />
        <TimePicker
          label="Wake-up time"
          defaultValue={dayjs('2024-08-26T06:45')}
          slots={{ openPickerIcon: AlarmIcon }}
          slotProps={{
            openPickerButton: { color: 'secondary', size: 'small' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
