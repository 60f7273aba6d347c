import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import Grid, { type GridDirection } from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const directions: GridDirection[] = ['row', 'row-reverse', 'column', 'column-reverse'];
const justifications = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
];
const alignments = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'];
const labels = ['Draft', 'Review', 'Published'];

export default function GridAlignmentControl() {
  const [direction, setDirection] = React.useState<GridDirection>('row');
  const [justifyContent, setJustifyContent] = React.useState('center');
  const [alignItems, setAlignItems] = React.useState('center');

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ height: 220, p: 1 }}>
        <Grid
          container
          spacing={1}
          direction={direction}
          justifyContent={justifyContent}
          alignItems={alignItems}
          sx={{ height: '100%' }}
        >
          {labels.map((label, index) => (
            <Grid item key={label}>
              <Paper sx={{ px: 2, py: 1 + index * 0.5, bgcolor: 'action.selected' }}>{label}</Paper>
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" fullWidth>
          <InputLabel id="grid-direction-label">direction</InputLabel>
          <Select
            labelId="grid-direction-label"
            label="direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as GridDirection)}
          >
            {directions.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth>
          <InputLabel id="grid-justify-label">justifyContent</InputLabel>
          <Select
            labelId="grid-justify-label"
            label="justifyContent"
            value={justifyContent}
            onChange={(event) => setJustifyContent(event.target.value)}
          >
            {justifications.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" fullWidth>
          <InputLabel id="grid-align-label">alignItems</InputLabel>
          <Select
            labelId="grid-align-label"
            label="alignItems"
            value={alignItems}
            onChange={(event) => setAlignItems(event.target.value)}
          >
            {alignments.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
    </Stack>
  );
}
