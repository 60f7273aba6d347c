import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';

function groupDigits(digits: string) {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

// Renders the native input, keeps the parent's value as bare digits and shows them in groups.
const CardNumberField = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>(function CardNumberField({ value, onChange, ...other }, ref) {
  return (
    <input
      {...other}
      ref={ref}
      inputMode="numeric"
      autoComplete="cc-number"
      value={groupDigits(String(value ?? ''))}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, 16);
        onChange?.(event);
      }}
    />
  );
});

export default function SlotComponentSwap() {
  const [digits, setDigits] = React.useState('4242424242424242');

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Card number</FormLabel>
      <Input
        value={digits}
        onChange={(event) => setDigits(event.target.value)}
        startDecorator={<CreditCardRoundedIcon />}
        // `component` on a slot keeps Joy UI's styles for the slot and changes what renders it.
        slotProps={{ input: { component: CardNumberField } }}
      />
      <FormHelperText>
        {digits.length} of 16 digits; the form receives {digits || 'nothing yet'}.
      </FormHelperText>
    </FormControl>
  );
}
