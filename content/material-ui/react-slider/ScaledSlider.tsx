import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The slider moves through 0–10 in even steps; the value shown doubles at each step.
const toMegabytes = (step: number) => 2 ** step;
const formatSize = (megabytes: number) =>
  megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;

export default function ScaledSlider() {
  const [step, setStep] = React.useState(6);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id="upload-limit-label" gutterBottom>
        Upload limit: {formatSize(toMegabytes(step))}
      </Typography>
      <Slider
        aria-labelledby="upload-limit-label"
        value={step}
        min={0}
        max={10}
        step={1}
        scale={toMegabytes}
        getAriaValueText={(value) => formatSize(value)}
        valueLabelFormat={formatSize}
        valueLabelDisplay="auto"
        onChange={(_event, value) => setStep(value as number)}
      />
    </Box>
  );
}
