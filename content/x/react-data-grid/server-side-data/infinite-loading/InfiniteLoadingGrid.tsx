import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridSortModel } from '@mui/x-data-grid-pro';

interface Post {
  id: number;
  author: string;
  topic: string;
  likes: number;
}

// --- A simulated server: 150 posts, served in pages after a delay. ---
const authors = ['mira_k', 'tobias', 'noor.a', 'lee-j', 'fatou', 'carlos_v'];
const topics = ['Release notes', 'Question', 'Show and tell', 'Bug report', 'Idea'];
const database: Post[] = Array.from({ length: 150 }, (_, index) => ({
  id: index + 1,
  author: authors[(index * 5) % 6],
  topic: topics[(index * 3) % 5],
  likes: (index * 53) % 120,
}));

async function fetchPosts(offset: number, limit: number, sortModel: GridSortModel) {
  await new Promise((resolve) => setTimeout(resolve, 600));
  let ordered = database;
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Post;
    const direction = sort.sort === 'desc' ? -1 : 1;
    ordered = [...database].sort((a, b) =>
      a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0,
    );
  }
  return { rows: ordered.slice(offset, offset + limit), total: database.length };
}
// --- End of the simulated server. ---

const PAGE_SIZE = 25;

const columns: GridColDef<Post>[] = [
  { field: 'id', headerName: 'Post', type: 'number', width: 90 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'topic', headerName: 'Topic', flex: 1, minWidth: 140 },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 100 },
];

export default function InfiniteLoadingGrid() {
  const [rows, setRows] = React.useState<Post[]>([]);
  const [total, setTotal] = React.useState<number | null>(null);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [loading, setLoading] = React.useState(true);
  // The sort model a request was made for, to drop answers that arrive after a re-sort.
  const sortRef = React.useRef(sortModel);

  const loadMore = React.useCallback(async (offset: number, model: GridSortModel) => {
    setLoading(true);
    const answer = await fetchPosts(offset, PAGE_SIZE, model);
    if (sortRef.current === model) {
      setRows((current) => (offset === 0 ? answer.rows : [...current, ...answer.rows]));
      setTotal(answer.total);
      setLoading(false);
    }
  }, []);

  React.useEffect(() => {
    loadMore(0, sortRef.current);
  }, [loadMore]);

  const handleRowsScrollEnd = () => {
    if (!loading && total !== null && rows.length < total) {
      loadMore(rows.length, sortModel);
    }
  };

  const handleSortModelChange = (model: GridSortModel) => {
    // The server sorts: start again from the first page in the new order.
    sortRef.current = model;
    setSortModel(model);
    loadMore(0, model);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" role="status">
        {total === null ? 'Loading…' : `${rows.length} of ${total} posts loaded`}
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={handleRowsScrollEnd}
          scrollEndThreshold={120}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={handleSortModelChange}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Stack>
  );
}
