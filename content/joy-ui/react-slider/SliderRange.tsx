import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const MIN_GAP = 50;

const formatPrice = (value: number) => `$${value}`;

export default function SliderRange() {
  const [range, setRange] = React.useState<number[]>([150, 600]);

  const handleChange = (_event: Event, newValue: number | number[], activeThumb: number) => {
    const [low, high] = newValue as number[];
    // Keep at least MIN_GAP dollars between the two thumbs, moving only the thumb being dragged.
    if (activeThumb === 0) {
      setRange([Math.min(low, range[1] - MIN_GAP), range[1]]);
    } else {
      setRange([range[0], Math.max(high, range[0] + MIN_GAP)]);
    }
  };

  return (
    <Box sx={{ maxWidth: 400, px: 1.5 }}>
      <Typography id="price-label" level="title-sm" gutterBottom>
        Nightly price: {formatPrice(range[0])} to {formatPrice(range[1])}
      </Typography>
      <Slider
        aria-labelledby="price-label"
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        value={range}
        onChange={handleChange}
        min={0}
        max={1000}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
      />
    </Box>
  );
}
