import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function DiscreteSliders() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id="guests-slider" gutterBottom>
        Guests
      </Typography>
      <Slider
        aria-labelledby="guests-slider"
        defaultValue={4}
        step={1}
        min={1}
        max={12}
        marks
        valueLabelDisplay="auto"
      />
      <Typography id="font-size-slider" gutterBottom sx={{ mt: 2 }}>
        Font size
      </Typography>
      <Slider
        aria-labelledby="font-size-slider"
        defaultValue={16}
        step={2}
        min={12}
        max={24}
        marks
        valueLabelDisplay="on"
        getAriaValueText={(value) => `${value} pixels`}
        valueLabelFormat={(value) => `${value}px`}
      />
    </Box>
  );
}
