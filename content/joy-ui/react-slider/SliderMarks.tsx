import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const temperatureMarks = [
  { value: 16, label: '16°C' },
  { value: 20, label: '20°C' },
  { value: 24, label: '24°C' },
  { value: 28, label: '28°C' },
];

const speedMarks = [
  { value: 0.5, label: '0.5×' },
  { value: 1, label: '1×' },
  { value: 1.5, label: '1.5×' },
  { value: 2, label: '2×' },
];

export default function SliderMarks() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 400, px: 1.5 }}>
      <div>
        <Typography id="thermostat-label" level="title-sm" gutterBottom>
          Thermostat (steps of 0.5, marks every 4 degrees)
        </Typography>
        <Slider
          aria-labelledby="thermostat-label"
          defaultValue={21}
          min={16}
          max={28}
          step={0.5}
          marks={temperatureMarks}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}°C`}
          getAriaValueText={(value) => `${value} degrees Celsius`}
        />
      </div>
      <div>
        {/* Room above the rail for the value label, which is always shown here. */}
        <Typography id="speed-label" level="title-sm" sx={{ mb: 4 }}>
          Playback speed (only the marked values)
        </Typography>
        <Slider
          aria-labelledby="speed-label"
          defaultValue={1}
          min={0.5}
          max={2}
          step={null}
          marks={speedMarks}
          valueLabelDisplay="on"
          valueLabelFormat={(value) => `${value}×`}
          getAriaValueText={(value) => `${value} times`}
          color="neutral"
        />
      </div>
    </Box>
  );
}
