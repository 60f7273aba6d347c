import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Grid from '@mui/material/Unstable_Grid2';

const tags = ['Design', 'Research', 'Engineering', 'Support'];

export default function EqualOverflowGridV2() {
  const [disableEqualOverflow, setDisableEqualOverflow] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={disableEqualOverflow}
            onChange={(event) => setDisableEqualOverflow(event.target.checked)}
          />
        }
        label="disableEqualOverflow"
      />
      {/* The dashed outline is the grid's parent: the container overflows it. */}
      <Box sx={{ p: 3 }}>
        <Box sx={{ outline: '2px dashed', outlineColor: 'divider' }}>
          <Grid container spacing={3} disableEqualOverflow={disableEqualOverflow}>
            {tags.map((tag) => (
              <Grid xs={6} key={tag}>
                <Paper variant="outlined" sx={{ p: 1.5 }}>
                  {tag}
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Box>
      </Box>
    </Stack>
  );
}
