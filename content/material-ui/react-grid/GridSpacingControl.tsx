import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const spacings = [0, 0.5, 1, 2, 3, 4, 8];
const swatches = ['Indigo', 'Teal', 'Amber', 'Coral', 'Slate', 'Olive'];

export default function GridSpacingControl() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Stack spacing={3}>
      <Grid container spacing={spacing}>
        {swatches.map((name) => (
          <Grid item xs={4} key={name}>
            <Paper
              sx={{
                height: 72,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.selected',
              }}
            >
              {name}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <FormControl>
        <FormLabel id="grid-spacing-label">spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="grid-spacing-label"
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}
        >
          {spacings.map((value) => (
            <FormControlLabel
              key={value}
              value={String(value)}
              control={<Radio size="small" />}
              label={String(value)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
