import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Pineapple', 'Red onion'];
const MAX_TOPPINGS = 3;

export default function CheckboxGroupValidation() {
  const [chosen, setChosen] = React.useState<string[]>(['Mushrooms', 'Olives']);
  const tooMany = chosen.length > MAX_TOPPINGS;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    setChosen((current) =>
      checked ? [...current, name] : current.filter((item) => item !== name),
    );
  };

  return (
    <FormControl component="fieldset" variant="standard" error={tooMany}>
      <FormLabel component="legend">Toppings</FormLabel>
      <FormGroup row>
        {toppings.map((topping) => (
          <FormControlLabel
            key={topping}
            control={
              <Checkbox name={topping} checked={chosen.includes(topping)} onChange={handleChange} />
            }
            label={topping}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {tooMany
          ? `Pick at most ${MAX_TOPPINGS} toppings (${chosen.length} picked)`
          : `Up to ${MAX_TOPPINGS} toppings are included in the price`}
      </FormHelperText>
    </FormControl>
  );
}
