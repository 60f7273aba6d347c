import EventNoteIcon from '@mui/icons-material/EventNote';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickerIconSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2024-09-16')}
          slots={{
            openPickerIcon: EventNoteIcon,
            leftArrowIcon: NavigateBeforeIcon,
            rightArrowIcon: NavigateNextIcon,
            switchViewIcon: ExpandMoreIcon,
          }}
          slotProps={{
            openPickerButton: { color: 'primary' },
            previousIconButton: { size: 'small' },
            nextIconButton: { size: 'small' },
            textField: { helperText: 'Trains leave every morning at 7:40.' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
