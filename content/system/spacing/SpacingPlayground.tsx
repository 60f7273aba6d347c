import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Property = 'm' | 'p';
type Side = '' | 't' | 'b' | 'l' | 'r' | 'x' | 'y';

const sides: { value: Side; label: string }[] = [
  { value: '', label: 'All sides' },
  { value: 't', label: 'Top (t)' },
  { value: 'b', label: 'Bottom (b)' },
  { value: 'l', label: 'Left (l)' },
  { value: 'r', label: 'Right (r)' },
  { value: 'x', label: 'Left and right (x)' },
  { value: 'y', label: 'Top and bottom (y)' },
];

export default function SpacingPlayground() {
  const [property, setProperty] = React.useState<Property>('p');
  const [side, setSide] = React.useState<Side>('');
  const [value, setValue] = React.useState(3);
  const key = `${property}${side}`;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="spacing-property-label">Property</InputLabel>
          <Select
            labelId="spacing-property-label"
            label="Property"
            value={property}
            onChange={(event) => setProperty(event.target.value as Property)}
          >
            <MenuItem value="m">Margin (m)</MenuItem>
            <MenuItem value="p">Padding (p)</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="spacing-side-label">Side</InputLabel>
          <Select
            labelId="spacing-side-label"
            label="Side"
            value={side}
            onChange={(event) => setSide(event.target.value as Side)}
          >
            {sides.map((option) => (
              <MenuItem key={option.label} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id="spacing-value-label" variant="body2">
            Value: {value}
          </Typography>
          <Slider
            aria-labelledby="spacing-value-label"
            min={0}
            max={6}
            step={0.5}
            marks
            value={value}
            onChange={(_event, next) => setValue(next as number)}
          />
        </Box>
      </Stack>
      <Box
        component="code"
        sx={{
          display: 'block',
          typography: 'body2',
          fontFamily: 'monospace',
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {`<Box sx={{ ${key}: ${value} }} />`}
      </Box>
      {/* The tinted area is the parent: margin shows as space between it and the box. */}
      <Box
        sx={{
          bgcolor: 'action.selected',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'flow-root',
        }}
      >
        <Box
          sx={{
            [key]: value,
            outline: '2px dashed',
            outlineColor: 'primary.main',
            outlineOffset: -2,
            bgcolor: property === 'p' ? 'primary.main' : 'background.paper',
          }}
        >
          <Box
            sx={{ bgcolor: 'background.paper', color: 'text.primary', p: 1, textAlign: 'center' }}
          >
            Content
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
