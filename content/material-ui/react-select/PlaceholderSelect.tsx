import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const reasons = ['Too expensive', 'Missing a feature', 'Switching to another tool', 'Other'];

export default function PlaceholderSelect() {
  const [reason, setReason] = React.useState('');

  return (
    <FormControl sx={{ minWidth: 280 }}>
      <Select
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        displayEmpty
        inputProps={{ 'aria-label': 'Reason for canceling' }}
        renderValue={(value) =>
          value === '' ? (
            <Typography component="span" color="text.secondary">
              Why are you canceling?
            </Typography>
          ) : (
            value
          )
        }
      >
        <MenuItem value="" disabled>
          Why are you canceling?
        </MenuItem>
        {reasons.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
