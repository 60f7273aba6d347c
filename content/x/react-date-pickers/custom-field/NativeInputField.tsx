import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  unstable_useDateField as useDateField,
  UseDateFieldProps,
} from '@mui/x-date-pickers/DateField';
import {
  BaseSingleInputFieldProps,
  DateValidationError,
  FieldSection,
} from '@mui/x-date-pickers/models';
import type {} from '@mui/material/themeCssVarsAugmentation';

const Frame = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  // Room for the opening button, whose `edge="end"` pulls it outwards.
  paddingInlineEnd: theme.spacing(1.5),
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  '&:focus-within': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
  '&[data-error="true"]': {
    borderColor: (theme.vars ?? theme).palette.error.main,
  },
}));

const Input = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: 'transparent',
}));

interface NativeDateFieldProps
  extends
    UseDateFieldProps<Dayjs>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, DateValidationError> {}

/** A field made of a plain input and the picker's button, without Material UI's TextField. */
function NativeDateField(props: NativeDateFieldProps) {
  const { inputRef: externalInputRef, ...fieldProps } = props;
  const {
    ref: inputRef,
    id,
    label,
    InputProps: { ref: frameRef, endAdornment } = {},
    error,
    disabled,
    readOnly,
    value,
    onChange,
    onKeyDown,
    onPaste,
    onFocus,
    onBlur,
    onClick,
    onMouseUp,
    placeholder,
    inputMode,
    autoComplete,
  } = useDateField<Dayjs, typeof fieldProps>({ props: fieldProps, inputRef: externalInputRef });
  const fallbackId = React.useId();
  const inputId = id ?? fallbackId;

  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={inputId} variant="body2" fontWeight="medium">
        {label}
      </Typography>
      <Frame ref={frameRef} data-error={error}>
        <Input
          id={inputId}
          ref={inputRef}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onMouseUp={onMouseUp}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error}
        />
        {endAdornment}
      </Frame>
    </Stack>
  );
}

export default function NativeInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 280 }}>
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2024-01-31')}
          slots={{ field: NativeDateField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
