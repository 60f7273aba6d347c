import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioBasics() {
  return (
    <FormControl>
      <FormLabel>Payment method</FormLabel>
      <RadioGroup name="payment" defaultValue="card">
        <Radio value="card" label="Credit or debit card" />
        <Radio value="paypal" label="PayPal" />
        <Radio value="transfer" label="Bank transfer" />
        <Radio value="crypto" label="Cryptocurrency (not accepted yet)" disabled />
      </RadioGroup>
      <FormHelperText>You are charged when the order ships.</FormHelperText>
    </FormControl>
  );
}
