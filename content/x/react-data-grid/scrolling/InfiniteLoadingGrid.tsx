import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface LogEntry {
  id: number;
  time: string;
  level: 'info' | 'warning' | 'error';
  message: string;
}

const levels: LogEntry['level'][] = ['info', 'info', 'info', 'warning', 'error'];
const messages = ['Cache refreshed', 'User signed in', 'Slow query', 'Job finished', 'Retrying'];
const PAGE = 30;
const TOTAL = 300;

function makeEntries(from: number, count: number): LogEntry[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const seconds = index * 17;
    return {
      id: index + 1,
      time: `${String(Math.floor(seconds / 3600) % 24).padStart(2, '0')}:${String(
        Math.floor(seconds / 60) % 60,
      ).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
      level: levels[(index * 7) % levels.length],
      message: `${messages[index % messages.length]} (#${index + 1})`,
    };
  });
}

/** A pretend server: the next page of entries after a short delay. */
function fetchEntries(from: number): Promise<LogEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(makeEntries(from, Math.min(PAGE, TOTAL - from))), 500);
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'time', headerName: 'Time', width: 110 },
  { field: 'level', headerName: 'Level', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function InfiniteLoadingGrid() {
  const [rows, setRows] = React.useState<LogEntry[]>(() => makeEntries(0, PAGE));
  const [loading, setLoading] = React.useState(false);
  const [fetches, setFetches] = React.useState(0);

  const handleRowsScrollEnd = async () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    const next = await fetchEntries(rows.length);
    setRows((prev) => [...prev, ...next]);
    setFetches((prev) => prev + 1);
    setLoading(false);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" role="status">
        {rows.length} of {TOTAL} entries loaded, {fetches} {fetches === 1 ? 'fetch' : 'fetches'}
        {rows.length >= TOTAL ? ': everything is here.' : '. Scroll to the bottom for more.'}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={handleRowsScrollEnd}
          scrollEndThreshold={120}
          hideFooter
          aria-label="Server log, loaded while scrolling"
        />
      </Box>
    </Stack>
  );
}
