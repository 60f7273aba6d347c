import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
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
        // The default tags' delete buttons have no accessible name: render them with one.
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...deleteProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                endDecorator={<ChipDelete {...deleteProps} aria-label={`Remove ${tag}`} />}
              >
                {tag}
              </Chip>
            );
          })
        }
      />
      <FormHelperText>
        {value.length} selected. Press Backspace in the empty input to remove the last one.
      </FormHelperText>
    </FormControl>
  );
}
