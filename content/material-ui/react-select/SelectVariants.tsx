import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function SelectVariants() {
  const [size, setSize] = React.useState('M');

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-end">
      <FormControl variant="filled" sx={{ minWidth: 140 }}>
        <InputLabel id="size-filled-label">Size</InputLabel>
        <Select
          labelId="size-filled-label"
          value={size}
          onChange={(event) => setSize(event.target.value)}
        >
          {sizes.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ minWidth: 140 }}>
        <InputLabel id="size-standard-label">Size</InputLabel>
        <Select
          labelId="size-standard-label"
          value={size}
          onChange={(event) => setSize(event.target.value)}
        >
          {sizes.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="size-small-label">Size</InputLabel>
        <Select
          labelId="size-small-label"
          value={size}
          label="Size"
          onChange={(event) => setSize(event.target.value)}
        >
          {sizes.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
