import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Repository {
  id: number;
  name: string;
  language: string;
  stars: number;
  openIssues: number;
  license: string;
}

const rows: Repository[] = [
  { id: 1, name: 'tidewater', language: 'Rust', stars: 4820, openIssues: 37, license: 'MIT' },
  {
    id: 2,
    name: 'paperkite',
    language: 'TypeScript',
    stars: 12950,
    openIssues: 112,
    license: 'Apache-2.0',
  },
  { id: 3, name: 'lumen-cli', language: 'Go', stars: 2310, openIssues: 9, license: 'BSD-3-Clause' },
  { id: 4, name: 'quillwork', language: 'Python', stars: 7640, openIssues: 54, license: 'MIT' },
];

const columns: GridColDef<Repository>[] = [
  { field: 'name', headerName: 'Repository', width: 150 },
  { field: 'language', headerName: 'Language', width: 130 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 100 },
  { field: 'openIssues', headerName: 'Open issues', type: 'number', width: 120 },
  { field: 'license', headerName: 'License', width: 130 },
];

export default function PersistedColumnOrderGrid() {
  const apiRef = useGridApiRef();
  // Stands in for localStorage or a user setting on your server.
  const [savedOrder, setSavedOrder] = React.useState<string[] | null>(null);
  // Changing the key mounts a new grid, as a page reload would.
  const [mountKey, setMountKey] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ height: 380 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button size="small" variant="outlined" onClick={() => setMountKey((key) => key + 1)}>
          Remount the grid
        </Button>
        <Button size="small" disabled={!savedOrder} onClick={() => setSavedOrder(null)}>
          Forget the saved order
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Saved order: {savedOrder ? savedOrder.join(', ') : 'none (drag a header)'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          key={mountKey}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Read once, when the grid mounts.
          initialState={savedOrder ? { columns: { orderedFields: savedOrder } } : undefined}
          onColumnOrderChange={() => setSavedOrder(gridColumnFieldsSelector(apiRef))}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
