import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const deliveryPrices: Record<string, number> = { standard: 0, express: 9.9, sameDay: 19.9 };

export default function ControlledRadioGroup() {
  const [delivery, setDelivery] = React.useState('standard');
  const total = 54 + deliveryPrices[delivery];

  return (
    <FormControl>
      <FormLabel id="delivery-speed-label">Delivery speed</FormLabel>
      <RadioGroup
        aria-labelledby="delivery-speed-label"
        name="delivery-speed"
        value={delivery}
        onChange={(event) => setDelivery(event.target.value)}
      >
        <FormControlLabel value="standard" control={<Radio />} label="Standard, free" />
        <FormControlLabel value="express" control={<Radio />} label="Express, $9.90" />
        <FormControlLabel value="sameDay" control={<Radio />} label="Same day, $19.90" />
      </RadioGroup>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Order total: ${total.toFixed(2)}
      </Typography>
    </FormControl>
  );
}
