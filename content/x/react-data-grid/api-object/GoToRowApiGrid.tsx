import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
}

const CLIENTS = [
  'Aurora Dental',
  'Bluefin Sushi',
  'Copperleaf Co.',
  'Driftwood Yoga',
  'Ember Coffee',
];

// 100 invoices (one page of the MIT grid), numbered in order; amounts derive from the number.
const invoices: Invoice[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  number: `INV-${String(24001 + index)}`,
  client: CLIENTS[index % CLIENTS.length],
  amount: 120 + ((index * 7919) % 4800),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

export default function GoToRowApiGrid() {
  const apiRef = useGridApiRef();
  const [invoiceNumber, setInvoiceNumber] = React.useState('INV-24085');
  const [error, setError] = React.useState('');

  const goTo = (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = invoiceNumber.trim().toUpperCase();
    // The rows in display order, after sorting and filtering.
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const rowIndex = ids.findIndex((id) => apiRef.current.getRow(id)?.number === wanted);
    if (rowIndex === -1) {
      setError('No invoice with this number in the current view.');
      return;
    }
    setError('');
    apiRef.current.scrollToIndexes({ rowIndex, colIndex: 0 });
    apiRef.current.setCellFocus(ids[rowIndex], 'number');
    apiRef.current.selectRow(ids[rowIndex], true, true);
  };

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={goTo}>
        <TextField
          size="small"
          label="Invoice number"
          value={invoiceNumber}
          onChange={(event) => setInvoiceNumber(event.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
        />
        <Button type="submit" variant="outlined">
          Go to invoice
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={invoices} columns={columns} aria-label="Invoices" />
      </Box>
    </Box>
  );
}
