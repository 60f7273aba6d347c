import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel id="billing-cycle-label">Billing cycle</FormLabel>
      <RadioGroup aria-labelledby="billing-cycle-label" defaultValue="yearly" name="billing-cycle">
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly, $12 a month" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly, $120 a year" />
        <FormControlLabel
          value="lifetime"
          disabled
          control={<Radio />}
          label="Lifetime (sold out)"
        />
      </RadioGroup>
    </FormControl>
  );
}
