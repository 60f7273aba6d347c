import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

/** Clear on the start side, apart from the buttons that keep a date. */
function SplitActionBar(props: PickersActionBarProps) {
  const { onAccept, onClear, onCancel, onSetToday, className } = props;

  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onClear}>
        Remove date
      </Button>
      <Stack direction="row" spacing={1}>
        <Button onClick={onSetToday}>Today</Button>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onAccept}>
          Save
        </Button>
      </Stack>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Follow-up call"
          defaultValue={dayjs('2024-06-11')}
          closeOnSelect={false}
          slots={{ actionBar: SplitActionBar }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
