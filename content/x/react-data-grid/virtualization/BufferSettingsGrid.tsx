import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const COLUMN_COUNT = 40;
const ROW_COUNT = 100;

type Row = { id: number } & Record<string, number>;

const columns: GridColDef<Row>[] = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
  field: `c${index + 1}`,
  headerName: `Column ${index + 1}`,
  type: 'number',
  width: 110,
}));

const rows: Row[] = Array.from({ length: ROW_COUNT }, (_, rowIndex) => {
  const row: Row = { id: rowIndex + 1 };
  columns.forEach((column, columnIndex) => {
    row[column.field] = (rowIndex * 31 + columnIndex * 17) % 1000;
  });
  return row;
});

const bufferChoices = [0, 3, 10, 30];

interface DomCount {
  rows: number;
  cells: number;
  renderMs: number;
}

export default function BufferSettingsGrid() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const changedAt = React.useRef(performance.now());
  const [rowBuffer, setRowBuffer] = React.useState(3);
  const [columnBuffer, setColumnBuffer] = React.useState(3);
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);
  const [count, setCount] = React.useState<DomCount | null>(null);

  const change = (apply: () => void) => {
    changedAt.current = performance.now();
    apply();
  };

  // Count what the browser holds once the grid has painted with the new settings.
  React.useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const root = containerRef.current;
        if (!root) {
          return;
        }
        setCount({
          rows: root.querySelectorAll('[role="row"][data-id]').length,
          cells: root.querySelectorAll('[role="row"][data-id] [data-field]').length,
          renderMs: performance.now() - changedAt.current,
        });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [rowBuffer, columnBuffer, disableVirtualization]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
        <TextField
          select
          size="small"
          label="rowBuffer"
          value={rowBuffer}
          onChange={(event) => change(() => setRowBuffer(Number(event.target.value)))}
          sx={{ width: 120 }}
        >
          {bufferChoices.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="columnBuffer"
          value={columnBuffer}
          onChange={(event) => change(() => setColumnBuffer(Number(event.target.value)))}
          sx={{ width: 130 }}
        >
          {bufferChoices.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={disableVirtualization}
              onChange={(event) => change(() => setDisableVirtualization(event.target.checked))}
            />
          }
          label="disableVirtualization"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" data-testid="buffer-count">
        {count
          ? `In the DOM: ${count.rows} of ${ROW_COUNT} rows and ${count.cells} of ${
              ROW_COUNT * COLUMN_COUNT
            } cells. Last change painted in ${Math.round(count.renderMs)} ms.`
          : 'Counting…'}
      </Typography>
      <Box ref={containerRef} sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowBuffer={rowBuffer}
          columnBuffer={columnBuffer}
          disableVirtualization={disableVirtualization}
          hideFooter
          aria-label="A 100 by 40 grid of numbers"
        />
      </Box>
    </Stack>
  );
}
