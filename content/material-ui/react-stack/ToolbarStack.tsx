import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';

export default function ToolbarStack() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {/* A row whose children are centered on the cross axis and pushed apart. */}
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
          <Typography variant="subtitle1" component="h3">
            Customers
          </Typography>
          <Button variant="contained" size="small">
            Add customer
          </Button>
        </Stack>
        <Stack direction="row" alignItems="center" spacing={1}>
          <TextField size="small" label="Search by name or email" sx={{ flexGrow: 1 }} />
          <IconButton aria-label="Filter customers">
            <FilterListIcon />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
