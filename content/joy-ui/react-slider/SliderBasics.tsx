import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function SliderBasics() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id="volume-label" level="title-sm" gutterBottom>
        Volume: {volume}%
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <VolumeDown />
        <Slider
          aria-labelledby="volume-label"
          value={volume}
          onChange={(_event, newValue) => setVolume(newValue as number)}
          getAriaValueText={(value) => `${value} percent`}
        />
        <VolumeUp />
      </Box>
    </Box>
  );
}
