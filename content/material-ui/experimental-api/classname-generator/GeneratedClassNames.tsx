import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// The state slots Material UI 5.18 never passes through the generator.
const stateSlots = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

const buttonSlots = [
  'root',
  'contained',
  'containedPrimary',
  'sizeSmall',
  'startIcon',
  'disabled',
  'focusVisible',
];

// The same rule as Material UI's generateUtilityClass, with a prefixing generator.
function className(prefix: string, componentName: string, slot: string) {
  if (stateSlots.has(slot)) {
    return `Mui-${slot}`;
  }
  const generated = prefix ? `${prefix}-${componentName}` : componentName;
  return `${generated}-${slot}`;
}

export default function GeneratedClassNames() {
  const [prefix, setPrefix] = React.useState('checkout');
  const safePrefix = prefix.trim().replace(/[^a-zA-Z0-9_-]/g, '');

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <TextField
        label="Prefix"
        size="small"
        value={prefix}
        onChange={(event) => setPrefix(event.target.value)}
        helperText="Letters, digits, dashes and underscores"
        sx={{ maxWidth: 240 }}
      />
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          typography: 'body2',
          '& th, & td': {
            textAlign: 'start',
            paddingBlock: 0.75,
            paddingInlineEnd: 2,
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& td': { fontFamily: 'monospace' },
        }}
      >
        <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 8 }}>
          <Typography variant="caption" color="text.secondary">
            State slots keep the shared Mui- prefix.
          </Typography>
        </caption>
        <thead>
          <tr>
            <th scope="col">Slot</th>
            <th scope="col">Default</th>
            <th scope="col">Generated</th>
          </tr>
        </thead>
        <tbody>
          {buttonSlots.map((slot) => (
            <tr key={slot}>
              <td>{slot}</td>
              <td>{className('', 'MuiButton', slot)}</td>
              <td>{className(safePrefix, 'MuiButton', slot)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Stack>
  );
}
