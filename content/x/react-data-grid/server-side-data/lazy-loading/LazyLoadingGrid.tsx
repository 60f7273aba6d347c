import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridFetchRowsParams,
  GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Reading {
  /** The row's place in the server's current order: the grid's row id (see below). */
  position: number;
  sensor: string;
  site: string;
  celsius: number;
}

// --- A simulated server: 2,000 sensor readings, answering after a delay. ---
const sites = ['Dock A', 'Dock B', 'Cold room', 'Roof', 'Lobby'];
const database = Array.from({ length: 2000 }, (_, index) => ({
  sensor: `S-${String(index + 1).padStart(4, '0')}`,
  site: sites[(index * 3) % 5],
  celsius: Math.round((((index * 7919) % 400) / 10 - 5) * 10) / 10,
}));

async function fetchReadings(start: number, end: number, sortModel: GridSortModel) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  let ordered = database;
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as 'sensor' | 'site' | 'celsius';
    const direction = sort.sort === 'desc' ? -1 : 1;
    ordered = [...database].sort((a, b) =>
      a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0,
    );
  }
  const rows: Reading[] = ordered
    .slice(start, end)
    .map((reading, index) => ({ position: start + index, ...reading }));
  return { rows, rowCount: database.length };
}
// --- End of the simulated server. ---

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 120 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 170 },
];

const getRowId = (row: Reading) => row.position;

export default function LazyLoadingGrid() {
  const apiRef = useGridApiRef();
  const [initialRows, setInitialRows] = React.useState<Reading[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [requests, setRequests] = React.useState<string[]>([]);

  // The first rows and the total; the grid shows skeleton rows for everything else.
  React.useEffect(() => {
    let active = true;
    fetchReadings(0, 20, []).then((answer) => {
      if (active) {
        setInitialRows(answer.rows);
        setRowCount(answer.rowCount);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  // Called when skeleton rows come into view, and when the sorting changes.
  const handleFetchRows = React.useCallback(
    async ({ firstRowToRender, lastRowToRender, sortModel }: GridFetchRowsParams) => {
      setRequests((list) => [`rows ${firstRowToRender + 1} to ${lastRowToRender}`, ...list]);
      const answer = await fetchReadings(firstRowToRender, lastRowToRender, sortModel);
      apiRef.current.unstable_replaceRows(firstRowToRender, answer.rows);
    },
    [apiRef],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" role="status">
        {requests.length === 0
          ? 'Scroll the grid: rows load as they come into view.'
          : `${requests.length} requests; last: ${requests[0]}`}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          getRowId={getRowId}
          rowCount={rowCount}
          loading={rowCount === 0}
          rowsLoadingMode="server"
          onFetchRows={handleFetchRows}
          sortingMode="server"
          disableColumnFilter
          experimentalFeatures={{ lazyLoading: true }}
          hideFooterPagination
        />
      </Box>
    </Stack>
  );
}
