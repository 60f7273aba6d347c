import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Order {
  orderNo: string;
  customer: string;
  total: number;
}

const customers = ['Nordwind', 'Kestrel Ltd', 'Maple & Co', 'Ostrava Steel', 'Blue Fern'];

const orders: Order[] = Array.from({ length: 100 }, (_, index) => ({
  orderNo: `ORD-${1000 + index}`,
  customer: customers[index % customers.length],
  total: 50 + ((index * 137) % 950),
}));

// Counts every render of a cell, across the whole grid.
const cellRenders = { count: 0 };

function CountedCell({ value }: GridRenderCellParams<Order, number>) {
  cellRenders.count += 1;
  return <span>{value?.toFixed(2)}</span>;
}

function makeColumns(): GridColDef<Order>[] {
  return [
    { field: 'orderNo', headerName: 'Order', width: 120 },
    { field: 'customer', headerName: 'Customer', width: 160 },
    { field: 'total', headerName: 'Total', type: 'number', width: 120, renderCell: CountedCell },
  ];
}

// Stable references: created once, outside the component.
const stableColumns = makeColumns();
const stableGetRowId = (row: Order) => row.orderNo;
// Objects count too: an inline `{ noRowsLabel: … }` would be a new prop on every render.
const localeText = { noRowsLabel: 'No orders yet' };

interface Result {
  cellRenders: number;
  ms: number;
}

export default function RenderCountGrid() {
  const [inline, setInline] = React.useState(true);
  const [clicks, setClicks] = React.useState(0);
  const [result, setResult] = React.useState<Result | null>(null);
  const startedAt = React.useRef(0);

  const handleClick = () => {
    cellRenders.count = 0;
    startedAt.current = performance.now();
    // This state is unrelated to the grid: only its parent re-renders because of it.
    setClicks((prev) => prev + 1);
  };

  // Read the counter once the update has been painted.
  React.useEffect(() => {
    if (clicks === 0) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      setResult({ cellRenders: cellRenders.count, ms: performance.now() - startedAt.current });
    });
    return () => cancelAnimationFrame(frame);
  }, [clicks]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={inline}
              onChange={(event) => {
                setInline(event.target.checked);
                setResult(null);
              }}
            />
          }
          label="Create columns and getRowId during render"
        />
        <Button variant="contained" onClick={handleClick}>
          Re-render the parent
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" data-testid="render-count">
        {result
          ? `Last re-render: ${result.cellRenders} cell renders, painted in ${Math.round(result.ms)} ms (parent renders so far: ${clicks}).`
          : 'Press the button to re-render the component that holds the grid.'}
      </Typography>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={orders}
          // Inline: a new array and a new function on every render of this component.
          columns={inline ? makeColumns() : stableColumns}
          getRowId={inline ? (row: Order) => row.orderNo : stableGetRowId}
          hideFooter
          aria-label="Orders, with a counter of cell renders"
          localeText={localeText}
        />
      </Box>
    </Stack>
  );
}
