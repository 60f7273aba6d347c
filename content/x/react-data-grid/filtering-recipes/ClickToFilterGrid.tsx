import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Commit {
  id: string;
  message: string;
  author: string;
  files: number;
}

const commits: Commit[] = [
  {
    id: '9f2c1ab',
    message: 'Fix focus trap in the settings dialog',
    author: 'Noa Peretz',
    files: 3,
  },
  {
    id: '41d77e0',
    message: 'Bump date library to the latest patch',
    author: 'Luis Ortega',
    files: 2,
  },
  { id: 'c08a9f3', message: 'Add keyboard shortcut for search', author: 'Noa Peretz', files: 5 },
  {
    id: '77be214',
    message: 'Translate onboarding emails to Polish',
    author: 'Kasia Nowak',
    files: 8,
  },
  { id: 'e5a1c60', message: 'Remove unused chart colors', author: 'Luis Ortega', files: 1 },
  { id: '2b9d0f4', message: 'Cache avatars for an hour', author: 'Femi Adeyemi', files: 4 },
  { id: 'a3f6e82', message: 'Document the release checklist', author: 'Kasia Nowak', files: 1 },
  {
    id: '6c4e1d9',
    message: 'Retry failed webhooks with backoff',
    author: 'Femi Adeyemi',
    files: 6,
  },
];

export default function ClickToFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const activeAuthor = filterModel.items.find((item) => item.field === 'author')?.value as
    string | undefined;

  const filterByAuthor = (author: string) =>
    setFilterModel({
      items: [{ id: 'author', field: 'author', operator: 'equals', value: author }],
    });

  const columns: GridColDef<Commit>[] = [
    { field: 'id', headerName: 'Commit', width: 100 },
    { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
    {
      field: 'author',
      headerName: 'Author',
      width: 160,
      // The value is a link-styled button: one click filters the grid by it.
      renderCell: ({ value }) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => filterByAuthor(value)}
          title={`Show only commits by ${value}`}
        >
          {value}
        </Link>
      ),
    },
    { field: 'files', headerName: 'Files', type: 'number', width: 80 },
  ];

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 32 }}>
        {activeAuthor ? (
          <Chip
            label={`Author: ${activeAuthor}`}
            onDelete={() => setFilterModel({ items: [] })}
            color="primary"
            variant="outlined"
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click an author to see only their commits.
          </Typography>
        )}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={commits}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
          aria-label="Recent commits"
        />
      </Box>
    </Box>
  );
}
