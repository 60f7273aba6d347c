import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [shipping, setShipping] = React.useState('standard');

  const handleChange = (event: SelectChangeEvent) => {
    setShipping(event.target.value);
  };

  return (
    <Box sx={{ maxWidth: 280 }}>
      <FormControl fullWidth>
        <InputLabel id="shipping-method-label">Shipping method</InputLabel>
        <Select
          labelId="shipping-method-label"
          id="shipping-method"
          value={shipping}
          label="Shipping method"
          onChange={handleChange}
        >
          <MenuItem value="standard">Standard (3–5 days)</MenuItem>
          <MenuItem value="express">Express (1–2 days)</MenuItem>
          <MenuItem value="overnight">Overnight</MenuItem>
          <MenuItem value="pickup">Store pickup</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
