import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams, GridRowId } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const initialProducts: Product[] = [
  { id: 1, name: 'Espresso cup', price: 6.5, stock: 120 },
  { id: 2, name: 'Milk jug', price: 14, stock: 42 },
  { id: 3, name: 'Pour-over kettle', price: 49, stock: 15 },
  { id: 4, name: 'Hand grinder', price: 65, stock: 9 },
  { id: 5, name: 'Paper filters (100)', price: 4.2, stock: 300 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

export default function BulkEditingGrid() {
  // What the "server" has, and the edits that are not saved yet.
  const [saved, setSaved] = React.useState(initialProducts);
  const [pending, setPending] = React.useState<Record<GridRowId, Product>>({});
  const [message, setMessage] = React.useState('');

  // The grid shows the saved rows with the pending edits on top.
  const rows = React.useMemo(() => saved.map((row) => pending[row.id] ?? row), [saved, pending]);
  const pendingCount = Object.keys(pending).length;

  const processRowUpdate = (newRow: Product) => {
    // Keep the edit aside instead of saving it.
    setPending((prev) => ({ ...prev, [newRow.id]: newRow }));
    setMessage('');
    return newRow;
  };

  const saveAll = () => {
    // In an application: one request with all the pending rows.
    setSaved(rows);
    setPending({});
    setMessage(`${pendingCount} ${pendingCount === 1 ? 'row' : 'rows'} saved.`);
  };

  const discardAll = () => {
    setPending({});
    setMessage('Changes discarded.');
  };

  const getRowClassName = ({ id }: GridRowClassNameParams) => (pending[id] ? 'row-unsaved' : '');

  return (
    <Stack spacing={1}>
      <Alert
        severity={pendingCount ? 'warning' : 'info'}
        action={
          <Stack direction="row" spacing={1}>
            <Button size="small" color="inherit" onClick={discardAll} disabled={!pendingCount}>
              Discard
            </Button>
            <Button size="small" variant="contained" onClick={saveAll} disabled={!pendingCount}>
              Save
            </Button>
          </Stack>
        }
      >
        <span role="status">
          {pendingCount
            ? `${pendingCount} ${pendingCount === 1 ? 'row has' : 'rows have'} unsaved changes.`
            : message || 'Double-click a cell to edit it.'}
        </span>
      </Alert>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={getRowClassName}
          hideFooter
          sx={(theme) => ({
            '& .row-unsaved': {
              backgroundColor: theme.vars
                ? `rgba(${theme.vars.palette.warning.mainChannel} / 0.14)`
                : alpha(theme.palette.warning.main, 0.14),
              '&:hover': {
                backgroundColor: theme.vars
                  ? `rgba(${theme.vars.palette.warning.mainChannel} / 0.22)`
                  : alpha(theme.palette.warning.main, 0.22),
              },
            },
          })}
        />
      </Box>
    </Stack>
  );
}
