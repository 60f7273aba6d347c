import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputBasics() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Work email</FormLabel>
      <Input type="email" name="email" placeholder="grace@example.com" autoComplete="email" />
      <FormHelperText>We send the invoice to this address.</FormHelperText>
    </FormControl>
  );
}
