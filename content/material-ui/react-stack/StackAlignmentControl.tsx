import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const justifyOptions = ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'];
const alignOptions = ['flex-start', 'center', 'flex-end', 'stretch'];
const sizes = [
  { label: 'Small', height: 40 },
  { label: 'Medium', height: 64 },
  { label: 'Large', height: 88 },
];

function Choice({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const labelId = `stack-${name}-label`;
  return (
    <FormControl>
      <FormLabel id={labelId}>{name}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={option}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function StackAlignmentControl() {
  const [justifyContent, setJustifyContent] = React.useState('flex-start');
  const [alignItems, setAlignItems] = React.useState('center');

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1, height: 120 }}>
        <Stack
          direction="row"
          spacing={1}
          justifyContent={justifyContent}
          alignItems={alignItems}
          sx={{ height: '100%' }}
        >
          {sizes.map((size) => (
            <Paper
              key={size.label}
              sx={{
                px: 2,
                display: 'flex',
                alignItems: 'center',
                bgcolor: 'action.selected',
                minHeight: alignItems === 'stretch' ? undefined : size.height,
              }}
            >
              {size.label}
            </Paper>
          ))}
        </Stack>
      </Paper>
      <Choice
        name="justifyContent"
        options={justifyOptions}
        value={justifyContent}
        onChange={setJustifyContent}
      />
      <Choice
        name="alignItems"
        options={alignOptions}
        value={alignItems}
        onChange={setAlignItems}
      />
    </Stack>
  );
}
