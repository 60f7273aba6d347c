import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function TrackSliders() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id="retention-label" gutterBottom>
        Delete logs older than (days)
      </Typography>
      <Slider
        aria-labelledby="retention-label"
        track="inverted"
        defaultValue={30}
        min={7}
        max={90}
        marks={[
          { value: 7, label: '7' },
          { value: 30, label: '30' },
          { value: 90, label: '90' },
        ]}
        valueLabelDisplay="auto"
      />
      <Typography id="brightness-label" gutterBottom sx={{ mt: 2 }}>
        Brightness
      </Typography>
      <Slider
        aria-labelledby="brightness-label"
        defaultValue={70}
        size="small"
        color="secondary"
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
