import * as React from 'react';
import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';

const MIN = 0;
const MAX = 40;

export default function SliderWithInput() {
  const [hours, setHours] = React.useState<number | ''>(16);

  const clamp = () => {
    if (hours === '' || hours < MIN) setHours(MIN);
    else if (hours > MAX) setHours(MAX);
  };

  return (
    <div>
      <Typography id="weekly-hours-label" gutterBottom>
        Hours per week
      </Typography>
      <Grid container spacing={2} alignItems="center" sx={{ maxWidth: 420 }}>
        <Grid item xs>
          <Slider
            aria-labelledby="weekly-hours-label"
            value={typeof hours === 'number' ? hours : MIN}
            onChange={(_event, value) => setHours(value as number)}
            min={MIN}
            max={MAX}
          />
        </Grid>
        <Grid item>
          <TextField
            size="small"
            value={hours}
            onChange={(event) =>
              setHours(event.target.value === '' ? '' : Number(event.target.value))
            }
            onBlur={clamp}
            type="number"
            inputProps={{ min: MIN, max: MAX, 'aria-labelledby': 'weekly-hours-label' }}
            InputProps={{ endAdornment: <InputAdornment position="end">h</InputAdornment> }}
            sx={{ width: 110 }}
          />
        </Grid>
      </Grid>
    </div>
  );
}
