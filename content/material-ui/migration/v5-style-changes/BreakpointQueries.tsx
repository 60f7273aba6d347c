import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

function QueryRow({ label, query }: { label: string; query: string }) {
  // The server cannot know the window: the chip says "checking" until hydration.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const matches = useMediaQuery(query);

  return (
    <tr>
      <td>
        <code>{label}</code>
      </td>
      <td>
        <code>{query.replace('@media ', '')}</code>
      </td>
      <td>
        {mounted ? (
          <Chip
            size="small"
            label={matches ? 'matches' : 'does not match'}
            color={matches ? 'success' : 'default'}
            variant={matches ? 'filled' : 'outlined'}
          />
        ) : (
          <Chip size="small" label="checking" variant="outlined" />
        )}
      </td>
    </tr>
  );
}

export default function BreakpointQueries() {
  const theme = useTheme();
  const rows = [
    { label: "down('md')", query: theme.breakpoints.down('md') },
    { label: "up('md')", query: theme.breakpoints.up('md') },
    { label: "between('sm', 'lg')", query: theme.breakpoints.between('sm', 'lg') },
    { label: "only('lg')", query: theme.breakpoints.only('lg') },
  ];

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          typography: 'body2',
          '& th, & td': {
            textAlign: 'start',
            paddingBlock: 1,
            paddingInlineEnd: 2,
            borderBottom: 1,
            borderColor: 'divider',
          },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Helper</th>
            <th scope="col">Media query</th>
            <th scope="col">This window</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <QueryRow key={row.label} label={row.label} query={row.query} />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
