import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function MultipleSelectCheckmarks() {
  const [days, setDays] = React.useState<string[]>(['Monday', 'Wednesday']);

  const handleChange = (event: SelectChangeEvent<typeof days>) => {
    const { value } = event.target;
    const next = typeof value === 'string' ? value.split(',') : value;
    // Keep the days in week order, whatever order they were picked in.
    setDays(weekdays.filter((day) => next.includes(day)));
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id="office-days-label">Office days</InputLabel>
      <Select
        labelId="office-days-label"
        id="office-days"
        multiple
        value={days}
        onChange={handleChange}
        input={<OutlinedInput label="Office days" />}
        renderValue={(values) =>
          values.length > 2 ? `${values.length} days a week` : values.join(', ')
        }
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            <Checkbox checked={days.includes(day)} tabIndex={-1} disableRipple />
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
