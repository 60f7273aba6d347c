import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, { type InputProps } from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

/** The props the removed TextField took, on top of Input's own. */
interface LabeledInputProps extends InputProps {
  label: string;
  helperText?: React.ReactNode;
}

/** A small stand-in for the removed TextField, built from the components that replace it. */
function LabeledInput({
  label,
  helperText,
  error,
  required,
  disabled,
  size,
  ...inputProps
}: LabeledInputProps) {
  return (
    <FormControl error={error} required={required} disabled={disabled} size={size}>
      <FormLabel>{label}</FormLabel>
      <Input {...inputProps} />
      {helperText && (
        <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export default function TextFieldReusable() {
  const [city, setCity] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const missing = touched && city.trim() === '';

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
      }}
      sx={{ maxWidth: 360 }}
    >
      <LabeledInput
        label="City"
        required
        value={city}
        onChange={(event) => setCity(event.target.value)}
        onBlur={() => setTouched(true)}
        error={missing}
        helperText={missing ? 'Enter the city you ship to.' : 'Where we deliver your order.'}
      />
      <LabeledInput label="Postal code" size="sm" placeholder="94103" />
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Save address
      </Button>
    </Stack>
  );
}
