import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { BaseSingleInputFieldProps, FieldSection } from '@mui/x-date-pickers/models';

// A button shows no validation error, so the error type stays `unknown`.
interface ButtonFieldProps extends BaseSingleInputFieldProps<
  Dayjs | null,
  Dayjs,
  FieldSection,
  unknown
> {
  /** Our own prop, passed through `slotProps.field`. */
  onToggle?: () => void;
}

/** Replaces the field: a button that opens the picker, anchoring its popover. */
function ButtonField(props: ButtonFieldProps) {
  const { label, id, disabled, onToggle, InputProps: { ref } = {} } = props;

  return (
    <Button
      id={id}
      ref={ref}
      variant="outlined"
      disabled={disabled}
      startIcon={<EventIcon />}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}

export default function ButtonOpensPicker() {
  const [open, setOpen] = React.useState(false);
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2024-03-12'));
  const fieldProps: Partial<ButtonFieldProps> = { onToggle: () => setOpen((wasOpen) => !wasOpen) };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TextField
          label="Delivery date"
          value={delivery ? delivery.format('dddd, MMMM D, YYYY') : 'Not chosen'}
          InputProps={{ readOnly: true }}
          sx={{ minWidth: 280 }}
        />
        <DatePicker
          label="Change date"
          value={delivery}
          onChange={setDelivery}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ field: ButtonField }}
          slotProps={{ field: fieldProps }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
