import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// In an application these rules live in a .css file; the preview injects them.
const stylesheet = `
.volume-slider.MuiSlider-root {
  height: 6px;
}
.volume-slider .MuiSlider-thumb {
  border-radius: 4px;
  width: 14px;
}
.volume-slider .MuiSlider-thumb.Mui-focusVisible {
  box-shadow: 0 0 0 6px rgba(46, 125, 50, 0.3);
}
`;

export default function PlainCssSlider() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <GlobalStyles styles={stylesheet} />
      <div>
        <Typography id="plain-css-volume" gutterBottom>
          Speaker volume (styled with plain CSS)
        </Typography>
        <Slider
          className="volume-slider"
          color="success"
          defaultValue={35}
          aria-labelledby="plain-css-volume"
        />
      </div>
      <div>
        <Typography id="default-volume" gutterBottom>
          Headphone volume (default styles)
        </Typography>
        <Slider defaultValue={60} aria-labelledby="default-volume" />
      </div>
    </Stack>
  );
}
