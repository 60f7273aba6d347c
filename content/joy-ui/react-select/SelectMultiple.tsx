import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const skills = ['React', 'TypeScript', 'GraphQL', 'Node.js', 'Rust', 'PostgreSQL'];

export default function SelectMultiple() {
  const [selected, setSelected] = React.useState<string[]>(['React', 'TypeScript']);

  return (
    <FormControl sx={{ maxWidth: 400 }}>
      <FormLabel>Skills</FormLabel>
      <Select
        multiple
        placeholder="Pick your skills"
        value={selected}
        onChange={(_event, newValue) => setSelected(newValue)}
        renderValue={(options) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {options.map((option) => (
              <Chip key={option.value} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
        slotProps={{ listbox: { sx: { width: '100%' } } }}
      >
        {skills.map((skill) => (
          <Option key={skill} value={skill}>
            {skill}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
