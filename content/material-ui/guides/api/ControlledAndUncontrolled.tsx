import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialVolume = 40;

export default function ControlledAndUncontrolled() {
  const [volume, setVolume] = React.useState(initialVolume);

  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <div>
        <Typography id="uncontrolled-volume" gutterBottom>
          Alarm volume (uncontrolled)
        </Typography>
        <Slider aria-labelledby="uncontrolled-volume" defaultValue={initialVolume} />
      </div>
      <div>
        <Typography id="controlled-volume" gutterBottom>
          Media volume (controlled): {volume}%
        </Typography>
        <Slider
          aria-labelledby="controlled-volume"
          value={volume}
          onChange={(_, value) => setVolume(value as number)}
        />
        <Button size="small" onClick={() => setVolume(initialVolume)}>
          Reset media volume
        </Button>
      </div>
    </Stack>
  );
}
