import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const temperatures = [
  { value: 0, label: '0°C' },
  { value: 20, label: '20°C' },
  { value: 37, label: '37°C' },
  { value: 100, label: '100°C' },
];

const speeds = [
  { value: 0.5, label: '0.5×' },
  { value: 1, label: '1×' },
  { value: 1.5, label: '1.5×' },
  { value: 2, label: '2×' },
];

export default function CustomMarks() {
  return (
    <Box sx={{ maxWidth: 360, paddingInline: 2 }}>
      <Slider
        aria-label="Water temperature"
        defaultValue={37}
        step={1}
        marks={temperatures}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />
      <Slider
        aria-label="Playback speed"
        defaultValue={1}
        min={0.5}
        max={2}
        step={null}
        marks={speeds}
        getAriaValueText={(value) => `${value} times`}
        sx={{ mt: 3 }}
      />
    </Box>
  );
}
