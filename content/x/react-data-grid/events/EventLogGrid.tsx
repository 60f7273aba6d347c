import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  water: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Monstera', light: 'Bright, indirect', water: 7 },
  { id: 2, name: 'Snake plant', light: 'Low', water: 14 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright', water: 10 },
  { id: 4, name: 'Pothos', light: 'Low to bright', water: 8 },
  { id: 5, name: 'Calathea', light: 'Shade', water: 5 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 140, editable: true },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'water', headerName: 'Water every (days)', type: 'number', width: 170 },
];

interface LogEntry {
  key: number;
  event: string;
  detail: string;
}

export default function EventLogGrid() {
  const apiRef = useGridApiRef();
  const titleId = React.useId();
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  React.useEffect(() => {
    const add = (event: string, detail: string) => {
      counter.current += 1;
      const entry = { key: counter.current, event, detail };
      // Newest first, and only the last 20 entries.
      setLog((prev) => [entry, ...prev].slice(0, 20));
    };

    // subscribeEvent returns a function that removes the listener.
    const unsubscribers = [
      apiRef.current.subscribeEvent('cellClick', (params) =>
        add('cellClick', `row ${params.id}, field "${params.field}"`),
      ),
      apiRef.current.subscribeEvent('cellDoubleClick', (params) =>
        add('cellDoubleClick', `row ${params.id}, field "${params.field}"`),
      ),
      apiRef.current.subscribeEvent('cellKeyDown', (params, event) =>
        add('cellKeyDown', `key "${event.key}" in row ${params.id}`),
      ),
      apiRef.current.subscribeEvent('columnHeaderClick', (params) =>
        add('columnHeaderClick', `field "${params.field}"`),
      ),
      apiRef.current.subscribeEvent('sortModelChange', (model) =>
        add(
          'sortModelChange',
          model.length ? model.map((item) => `${item.field} ${item.sort}`).join(', ') : 'unsorted',
        ),
      ),
      apiRef.current.subscribeEvent('rowSelectionChange', (model) =>
        add('rowSelectionChange', model.length ? `selected ${model.join(', ')}` : 'none'),
      ),
      apiRef.current.subscribeEvent('cellEditStop', (params) =>
        add('cellEditStop', `row ${params.id}, reason "${params.reason}"`),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Stack spacing={2}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ height: 220, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" alignItems="center" sx={{ px: 1.5, py: 0.5 }}>
          <Typography id={titleId} variant="subtitle2" sx={{ flex: 1 }}>
            Event log
          </Typography>
          <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
            Clear
          </Button>
        </Stack>
        <Box
          role="log"
          aria-labelledby={titleId}
          tabIndex={0}
          sx={{ px: 1.5, py: 1, overflowY: 'auto', flex: 1 }}
        >
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {log.length === 0 ? (
              <Typography component="li" variant="body2" color="text.secondary">
                Click, sort, select or type in the grid.
              </Typography>
            ) : (
              log.map((entry) => (
                <Typography component="li" variant="body2" key={entry.key} sx={{ py: 0.25 }}>
                  <Box component="code" sx={{ fontWeight: 600 }}>
                    {entry.event}
                  </Box>{' '}
                  {entry.detail}
                </Typography>
              ))
            )}
          </Box>
        </Box>
      </Paper>
    </Stack>
  );
}
