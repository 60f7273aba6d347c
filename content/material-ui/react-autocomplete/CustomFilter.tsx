import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Label {
  name: string;
  // Set on the suggestion that creates a new label.
  isNew?: boolean;
}

const initialLabels: Label[] = [
  { name: 'bug' },
  { name: 'documentation' },
  { name: 'good first issue' },
  { name: 'performance' },
  { name: 'regression' },
];

const filter = createFilterOptions<Label>();

const countries = ['Austria', 'Australia', 'Belgium', 'Brazil', 'Canada', 'Chile', 'Uganda'];
const filterFromStart = createFilterOptions<string>({ matchFrom: 'start' });

export default function CustomFilter() {
  const [labels, setLabels] = React.useState(initialLabels);
  const [value, setValue] = React.useState<Label | null>(null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 340 }}>
      <Autocomplete
        id="issue-label"
        value={value}
        options={labels}
        onChange={(_event, newValue) => {
          if (newValue?.isNew) {
            const created = { name: newValue.name };
            setLabels((current) => [...current, created]);
            setValue(created);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name === typed)) {
            filtered.push({ name: typed, isNew: true });
          }
          return filtered;
        }}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.name === selected.name}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props;
          return (
            <li key={key} {...optionProps}>
              {option.isNew ? `Create label “${option.name}”` : option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Label" />}
      />
      <Autocomplete
        id="country-from-start"
        options={countries}
        filterOptions={filterFromStart}
        renderInput={(params) => (
          <TextField {...params} label="Country" helperText="Matches from the first letter" />
        )}
      />
    </Stack>
  );
}
