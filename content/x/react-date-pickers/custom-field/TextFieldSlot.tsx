import Stack from '@mui/material/Stack';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

/** A pill-shaped outlined field, reused by both pickers. */
function PillTextField(props: TextFieldProps) {
  const { sx, ...other } = props;
  return (
    <TextField
      {...other}
      sx={[
        (theme) => ({
          '& .MuiOutlinedInput-root': {
            borderRadius: 999,
            paddingInlineEnd: theme.spacing(1.5),
          },
          '& .MuiOutlinedInput-input': {
            paddingInlineStart: theme.spacing(2.5),
          },
          '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': {
            marginInlineStart: theme.spacing(1),
          },
        }),
        // Keep the styles the picker or its user pass in `sx`.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

export default function TextFieldSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Pick-up day"
          defaultValue={dayjs('2024-12-03')}
          slots={{ textField: PillTextField }}
        />
        <TimePicker
          label="Pick-up time"
          defaultValue={dayjs('2024-12-03T10:30')}
          slots={{ textField: PillTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
