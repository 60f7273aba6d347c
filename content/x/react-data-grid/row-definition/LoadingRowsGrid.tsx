import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Commit {
  id: string;
  message: string;
  author: string;
}

const authors = ['ayla', 'brandt', 'chen', 'dimitra'];
const messages = [
  'Fix typo in README',
  'Add dark mode toggle',
  'Bump dependencies',
  'Refactor router',
];

/** Stands in for a request: resolves with a new batch of rows after a short delay. */
function fetchCommits(page: number): Promise<Commit[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        Array.from({ length: 8 }, (_, index) => ({
          id: `${page}-${index}`,
          message: messages[(page + index) % messages.length],
          author: authors[(page * 3 + index) % authors.length],
        })),
      );
    }, 700);
  });
}

const columns: GridColDef<Commit>[] = [
  { field: 'id', headerName: 'Commit', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 120 },
];

export default function LoadingRowsGrid() {
  const [rows, setRows] = React.useState<Commit[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [page, setPage] = React.useState(1);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCommits(page).then((commits) => {
      // Ignore a response that arrives after a newer request was made.
      if (active) {
        setRows(commits);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [page]);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button size="small" variant="outlined" onClick={() => setPage((prev) => prev + 1)}>
        Load other commits
      </Button>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Stack>
  );
}
