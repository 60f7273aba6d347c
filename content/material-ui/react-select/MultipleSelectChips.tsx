import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const skills = [
  'TypeScript',
  'React',
  'Node.js',
  'GraphQL',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'Rust',
  'Go',
  'Figma',
];

export default function MultipleSelectChips() {
  const [selected, setSelected] = React.useState<string[]>(['TypeScript', 'React']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can hand a comma-separated string to a multiple select.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: '100%', maxWidth: 420 }}>
      <InputLabel id="skills-label">Skills</InputLabel>
      <Select
        labelId="skills-label"
        id="skills"
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Skills" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ PaperProps: { sx: { maxHeight: 280 } } }}
      >
        {skills.map((skill) => (
          <MenuItem key={skill} value={skill}>
            {skill}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
