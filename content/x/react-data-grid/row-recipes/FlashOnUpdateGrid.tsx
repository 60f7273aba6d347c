import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams, GridRowId } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Quote {
  id: string;
  name: string;
  price: number;
}

const initialRows: Quote[] = [
  { id: 'OAT', name: 'Oats, 25 kg', price: 18.4 },
  { id: 'RYE', name: 'Rye flour, 25 kg', price: 22.9 },
  { id: 'BAR', name: 'Barley, 25 kg', price: 16.1 },
  { id: 'SPL', name: 'Spelt, 25 kg', price: 27.5 },
  { id: 'BUC', name: 'Buckwheat, 25 kg', price: 31.2 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Code', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => (value as number).toFixed(2),
  },
];

const FLASH_MS = 1200;

const flash = keyframes`
  from { background-color: var(--flash-color); }
  to { background-color: transparent; }
`;

export default function FlashOnUpdateGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [flashing, setFlashing] = React.useState<ReadonlySet<GridRowId>>(() => new Set());
  const [lastUpdate, setLastUpdate] = React.useState('No update yet.');
  const step = React.useRef(0);
  const timers = React.useRef<ReturnType<typeof setTimeout>[]>([]);

  React.useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const updateNextPrice = () => {
    // A predictable sequence: each click updates the next row.
    const index = step.current % initialRows.length;
    step.current += 1;
    const target = rows[index];
    const price = Math.round(target.price * (step.current % 2 === 0 ? 1.04 : 0.97) * 100) / 100;
    setRows((prev) => prev.map((row) => (row.id === target.id ? { ...row, price } : row)));
    setLastUpdate(`${target.name}: ${price.toFixed(2)} €`);

    // Mark the row for the length of the animation, then unmark it.
    setFlashing((prev) => new Set(prev).add(target.id));
    timers.current.push(
      setTimeout(() => {
        setFlashing((prev) => {
          const next = new Set(prev);
          next.delete(target.id);
          return next;
        });
      }, FLASH_MS),
    );
  };

  const getRowClassName = ({ id }: GridRowClassNameParams) => (flashing.has(id) ? 'row-flash' : '');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button size="small" variant="outlined" onClick={updateNextPrice}>
          Update a price
        </Button>
        <Typography variant="body2" role="status">
          {lastUpdate}
        </Typography>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowClassName={getRowClassName}
          hideFooter
          sx={(theme) => ({
            '& .row-flash': {
              '--flash-color': theme.vars
                ? `rgba(${theme.vars.palette.warning.mainChannel} / 0.35)`
                : alpha(theme.palette.warning.main, 0.35),
              animation: `${flash} ${FLASH_MS}ms ease-out`,
            },
            // Without motion, a steady highlight for the same time.
            '@media (prefers-reduced-motion: reduce)': {
              '& .row-flash': {
                animation: 'none',
                backgroundColor: 'var(--flash-color)',
              },
            },
          })}
        />
      </Box>
    </Stack>
  );
}
