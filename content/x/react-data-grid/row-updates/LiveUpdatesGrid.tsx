import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Ticker {
  id: string;
  price: number;
  change: number;
  updates: number;
}

const initialRows: Ticker[] = ['AAPL', 'MSFT', 'NVDA', 'ASML', 'SAP', 'TSM'].map((id, index) => ({
  id,
  price: 100 + index * 37.5,
  change: 0,
  updates: 0,
}));

const columns: GridColDef<Ticker>[] = [
  { field: 'id', headerName: 'Symbol', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => (value as number).toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Last change',
    type: 'number',
    width: 130,
    valueFormatter: ({ value }) =>
      `${(value as number) > 0 ? '+' : ''}${(value as number).toFixed(2)}`,
  },
  { field: 'updates', headerName: 'Updates', type: 'number', width: 100 },
];

export default function LiveUpdatesGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      // Patch one random row: only the fields given change, the rest of the row is kept.
      // (The MIT DataGrid takes one row per updateRows call; Pro and Premium take many.)
      const ids = apiRef.current.getAllRowIds();
      const id = ids[Math.floor(Math.random() * ids.length)];
      const row = apiRef.current.getRow(id) as Ticker;
      const change = Math.round((Math.random() - 0.5) * 400) / 100;
      apiRef.current.updateRows([
        { id, price: Math.max(1, row.price + change), change, updates: row.updates + 1 },
      ]);
    }, 250);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button size="small" variant="contained" onClick={() => setRunning((prev) => !prev)}>
        {running ? 'Stop live updates' : 'Start live updates'}
      </Button>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
