import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_GAP = 50;

const formatPrice = (value: number) => `$${value}`;

export default function RangeSlider() {
  const [price, setPrice] = React.useState<number[]>([150, 600]);

  const handleChange = (_event: Event, newValue: number | number[], activeThumb: number) => {
    const [low, high] = newValue as number[];
    // Keep the two thumbs at least MIN_GAP apart, moving only the thumb being dragged.
    if (activeThumb === 0) {
      setPrice([Math.min(low, price[1] - MIN_GAP), price[1]]);
    } else {
      setPrice([price[0], Math.max(high, price[0] + MIN_GAP)]);
    }
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography gutterBottom>
        Nightly price: {formatPrice(price[0])} to {formatPrice(price[1])}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        value={price}
        onChange={handleChange}
        min={0}
        max={1000}
        step={10}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        getAriaValueText={formatPrice}
        disableSwap
      />
    </Box>
  );
}
