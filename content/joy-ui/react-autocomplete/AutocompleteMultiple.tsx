import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const labels = [
  'bug',
  'documentation',
  'duplicate',
  'enhancement',
  'good first issue',
  'help wanted',
  'performance',
  'regression',
  'security',
  'wontfix',
];

export default function AutocompleteMultiple() {
  const [value, setValue] = React.useState<string[]>(['bug', 'regression', 'performance']);

  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Issue labels</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        options={labels}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        placeholder={value.length === 0 ? 'Add labels' : undefined}
        filterSelectedOptions
      />
      <FormHelperText>
        {value.length} selected. Press Backspace in the empty input to remove the last one.
      </FormHelperText>
    </FormControl>
  );
}
