import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { BaseSingleInputFieldProps, FieldSection } from '@mui/x-date-pickers/models';

// The days the clinic still has free appointments.
const OPEN_DAYS = ['2024-05-14', '2024-05-16', '2024-05-21', '2024-05-23', '2024-05-28'].map(
  (day) => dayjs(day),
);

interface AutocompleteFieldProps extends BaseSingleInputFieldProps<
  Dayjs | null,
  Dayjs,
  FieldSection,
  unknown
> {
  /** Our own prop, passed through `slotProps.field`. */
  options?: Dayjs[];
}

/** Replaces the field: a list of the open days, with the picker's button beside it. */
function AutocompleteField(props: AutocompleteFieldProps) {
  const { label, id, disabled, value, onChange, options = [], InputProps } = props;
  const { ref: anchorRef, endAdornment } = InputProps ?? {};

  return (
    <Autocomplete
      id={id}
      disabled={disabled}
      options={options}
      value={value ?? null}
      onChange={(event, newValue) => onChange?.(newValue, { validationError: null })}
      getOptionLabel={(day) => day.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <AnchoredTextField
          {...params}
          label={label}
          anchorRef={anchorRef}
          pickerAdornment={endAdornment}
        />
      )}
    />
  );
}

type AnchoredTextFieldProps = React.ComponentProps<typeof TextField> & {
  anchorRef?: React.Ref<unknown>;
  pickerAdornment?: React.ReactNode;
};

/** The Autocomplete and the picker both need a ref on the input's root: fork it. */
function AnchoredTextField(props: AnchoredTextFieldProps) {
  const { anchorRef, pickerAdornment, InputProps, ...other } = props;
  const rootRef = useForkRef(InputProps?.ref, anchorRef);
  return (
    <TextField
      {...other}
      InputProps={{
        ...InputProps,
        ref: rootRef,
        endAdornment: (
          <React.Fragment>
            {InputProps?.endAdornment}
            {pickerAdornment}
          </React.Fragment>
        ),
      }}
    />
  );
}

export default function AutocompleteDateField() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(OPEN_DAYS[1]);
  const fieldProps: Partial<AutocompleteFieldProps> = { options: OPEN_DAYS };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DesktopDatePicker
          label="Appointment day"
          value={appointment}
          onChange={setAppointment}
          shouldDisableDate={(day) => !OPEN_DAYS.some((open) => open.isSame(day, 'day'))}
          referenceDate={dayjs('2024-05-14')}
          slots={{ field: AutocompleteField }}
          slotProps={{ field: fieldProps }}
        />
        <Typography variant="body2">
          Booked: {appointment ? appointment.format('MMMM D, YYYY') : 'no day chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
