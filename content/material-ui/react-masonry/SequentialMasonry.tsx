import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const heights = [110, 60, 90, 140, 70, 100, 80, 120, 60];

export default function SequentialMasonry() {
  const [sequential, setSequential] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch checked={sequential} onChange={(event) => setSequential(event.target.checked)} />
        }
        label="sequential"
      />
      <Box sx={{ minHeight: 380, mt: 1 }}>
        {/* sequential: items go to columns 1, 2, 3, 1, 2, 3… whatever the heights. */}
        <Masonry columns={3} spacing={1} sequential={sequential}>
          {heights.map((height, index) => (
            <Paper
              key={index}
              variant="outlined"
              sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
            >
              <Typography variant="subtitle2" component="p">
                {index + 1}
              </Typography>
            </Paper>
          ))}
        </Masonry>
      </Box>
    </Box>
  );
}
