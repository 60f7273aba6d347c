import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const categories = ['Fiction', 'Biography', 'Travel', 'Cooking'];

export default function HorizontalCollapse() {
  const [showFilters, setShowFilters] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={showFilters}
            onChange={(event) => setShowFilters(event.target.checked)}
          />
        }
        label="Show filters"
      />
      <Stack direction="row" sx={{ height: 180 }}>
        {/* orientation="horizontal" animates the width instead of the height. */}
        <Collapse orientation="horizontal" in={showFilters}>
          <Paper
            variant="outlined"
            sx={{ p: 2, width: 180, height: '100%', boxSizing: 'border-box' }}
          >
            <FormGroup aria-label="Categories">
              {categories.map((category) => (
                <FormControlLabel
                  key={category}
                  control={<Checkbox size="small" />}
                  label={category}
                />
              ))}
            </FormGroup>
          </Paper>
        </Collapse>
        <Box sx={{ flexGrow: 1, p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            248 books match your search.
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
