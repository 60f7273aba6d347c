import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

type ScaleName = 'number' | 'array' | 'function';

const scales: Record<ScaleName, { code: string; spacing: ThemeOptions['spacing'] }> = {
  number: { code: 'spacing: 8', spacing: 8 },
  array: { code: 'spacing: [0, 4, 8, 16, 32, 64]', spacing: [0, 4, 8, 16, 32, 64] },
  function: {
    code: "spacing: (f) => (typeof f === 'string' ? f : `${0.25 * f}rem`)",
    // A function also receives the strings (such as 'auto'): return them as they are.
    spacing: (factor: number | string) =>
      typeof factor === 'string' ? factor : `${0.25 * factor}rem`,
  },
};

// Calls of theme.spacing with one to four arguments, as code and as arguments.
const calls: { code: string; args: (number | string)[] }[] = [
  { code: 'theme.spacing(2)', args: [2] },
  { code: 'theme.spacing(0.5)', args: [0.5] },
  { code: 'theme.spacing(1, 2)', args: [1, 2] },
  { code: "theme.spacing(2, 'auto')", args: [2, 'auto'] },
  { code: 'theme.spacing(1, 2, 3, 4)', args: [1, 2, 3, 4] },
];

export default function SpacingScales() {
  const [scale, setScale] = React.useState<ScaleName>('number');
  const theme = React.useMemo(() => createTheme({ spacing: scales[scale].spacing }), [scale]);
  // theme.spacing takes one to four arguments; spread the list to call it.
  const spacing = theme.spacing as (...args: (number | string)[]) => string;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={scale}
        onChange={(_event, value: ScaleName | null) => value && setScale(value)}
        aria-label="Spacing option"
      >
        <ToggleButton value="number">Number</ToggleButton>
        <ToggleButton value="array">Array</ToggleButton>
        <ToggleButton value="function">Function</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        createTheme({'{ '}
        {scales[scale].code}
        {' }'})
      </Typography>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          fontFamily: 'monospace',
          fontSize: 14,
          '& td, & th': {
            borderBottom: 1,
            borderColor: 'divider',
            py: 0.5,
            pr: 3,
            textAlign: 'start',
          },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Call</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.code}>
              <td>{call.code}</td>
              <td>
                {scale === 'array' &&
                call.args.some((arg) => typeof arg === 'number' && !Number.isInteger(arg))
                  ? 'not for arrays: indexes are whole numbers'
                  : spacing(...call.args)}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Stack>
  );
}
