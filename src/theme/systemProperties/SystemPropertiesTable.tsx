import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import table from '../../../generated/systemProperties.json';
import { filterSystemProperties, type SystemPropertyTableRow } from './filterSystemProperties';

const rows: readonly SystemPropertyTableRow[] = table.rows;
const groups = [...new Set(rows.map((row) => row.group))];

const codeSx = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

/**
 * Every key the `sx` prop maps (read from the installed `@mui/system` by `npm run generate`):
 * its CSS properties, the part of the theme it reads, and an example run on Material UI's
 * default theme, with a filter by name and by group.
 */
export default function SystemPropertiesTable() {
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState('all');
  const shown = useMemo(() => filterSystemProperties(rows, query, group), [query, group]);

  return (
    <Box role="group" aria-label="System properties" sx={{ my: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1.5 }}>
        <TextField
          id="system-properties-search"
          type="search"
          size="small"
          label="Filter by property or CSS property"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          id="system-properties-group"
          select
          size="small"
          label="Group"
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">All groups</MenuItem>
          {groups.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shown.length} of {rows.length} properties (@mui/system {table.packageVersion})
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box
          component="table"
          sx={{
            width: 1,
            borderCollapse: 'collapse',
            typography: 'body2',
            '& th, & td': {
              textAlign: 'start',
              verticalAlign: 'top',
              px: 1.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            },
            '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col">CSS property</th>
              <th scope="col">Theme mapping</th>
              <th scope="col">Example (Material UI default theme)</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.prop}>
                <Box component="th" scope="row" sx={codeSx}>
                  {row.prop}
                </Box>
                <Box component="td" sx={codeSx}>
                  {row.css.join(', ')}
                </Box>
                <Box component="td" sx={codeSx}>
                  {row.theme ?? (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      none
                    </Box>
                  )}
                </Box>
                <Box component="td" sx={{ ...codeSx, wordBreak: 'break-word', minWidth: 220 }}>
                  {row.example ? `${row.example.input} → ${row.example.output}` : ''}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
