import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = [
  { label: '60 Hz', value: 4 },
  { label: '250 Hz', value: -2 },
  { label: '1 kHz', value: 0 },
  { label: '4 kHz', value: 3 },
  { label: '16 kHz', value: 5 },
];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 200 }}>
      {bands.map((band) => (
        <Slider
          key={band.label}
          orientation="vertical"
          aria-label={`${band.label} gain`}
          defaultValue={band.value}
          min={-12}
          max={12}
          track={false}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => `${value} decibels`}
          marks={[{ value: 0 }]}
        />
      ))}
    </Stack>
  );
}
