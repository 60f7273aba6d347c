import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { BaseSingleInputFieldProps, FieldSection } from '@mui/x-date-pickers/models';

interface ClickToOpenFieldProps extends BaseSingleInputFieldProps<
  Dayjs | null,
  Dayjs,
  FieldSection,
  unknown
> {
  /** Our own prop, passed through `slotProps.field`. */
  onOpen?: () => void;
}

/** A read-only text field: clicking it, or Enter on it, opens the picker. */
function ClickToOpenField(props: ClickToOpenFieldProps) {
  const { label, id, disabled, value, format, onOpen, inputRef, InputProps } = props;
  const text = value && value.isValid() ? value.format(format) : '';

  return (
    <TextField
      id={id}
      label={label}
      disabled={disabled}
      value={text}
      placeholder="Click to choose"
      inputRef={inputRef}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen?.();
        }
      }}
      InputProps={{ ...InputProps, readOnly: true }}
      sx={{ width: 260, '& input': { cursor: 'pointer' } }}
    />
  );
}

export default function ReadOnlyClickField() {
  const [open, setOpen] = React.useState(false);
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2024-05-14'));
  const fieldProps: Partial<ClickToOpenFieldProps> = { onOpen: () => setOpen(true) };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row">
        <DatePicker
          label="Check-in"
          format="ddd, MMM D, YYYY"
          value={checkIn}
          onChange={setCheckIn}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ field: ClickToOpenField }}
          slotProps={{ field: fieldProps }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
