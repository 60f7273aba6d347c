import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridScrollParams, useGridApiRef } from '@mui/x-data-grid';

interface LogLine {
  id: number;
  time: string;
  level: 'info' | 'warn' | 'error';
  message: string;
}

const ROW_HEIGHT = 36;
const levels: LogLine['level'][] = ['info', 'info', 'info', 'warn', 'info', 'error'];
const messages = [
  'Request served from cache',
  'Slow query on orders table',
  'Payment webhook retried',
  'User session refreshed',
  'Image resized to 3 sizes',
  'Queue depth above threshold',
];

// A deterministic log of 1,000 lines, one every 7 seconds from 09:00:00.
const lines: LogLine[] = Array.from({ length: 1000 }, (_, index) => {
  const seconds = index * 7;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    id: index + 1,
    time: `${pad(9 + Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`,
    level: levels[index % levels.length],
    message: messages[(index * 5) % messages.length],
  };
});

const columns: GridColDef<LogLine>[] = [
  { field: 'id', headerName: 'Line', type: 'number', width: 90 },
  { field: 'time', headerName: 'Time', width: 110 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

export default function ScrollPositionGrid() {
  const apiRef = useGridApiRef();
  const [firstLine, setFirstLine] = React.useState(1);

  React.useEffect(() => {
    let frame = 0;
    let latest: GridScrollParams | null = null;
    // The event fires on every scroll step: keep the latest position and render once per frame.
    const unsubscribe = apiRef.current.subscribeEvent('scrollPositionChange', (params) => {
      latest = params;
      if (frame === 0) {
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          if (latest) {
            setFirstLine(Math.floor(latest.top / ROW_HEIGHT) + 1);
          }
        });
      }
    });
    return () => {
      unsubscribe();
      window.cancelAnimationFrame(frame);
    };
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Typography variant="body2" id="log-position">
        Reading from line {firstLine} of {lines.length}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * (firstLine - 1)) / lines.length}
        aria-labelledby="log-position"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={lines}
          columns={columns}
          rowHeight={ROW_HEIGHT}
          hideFooter
          aria-label="Server log"
        />
      </Box>
    </Stack>
  );
}
