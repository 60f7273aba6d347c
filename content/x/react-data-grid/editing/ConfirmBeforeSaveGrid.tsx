import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
}

const rows: Invoice[] = [
  { id: 1, client: 'Northwind Traders', amount: 1250 },
  { id: 2, client: 'Blue Heron Studio', amount: 480 },
  { id: 3, client: 'Kestrel Logistics', amount: 3920 },
  { id: 4, client: 'Juniper Bakery', amount: 215 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170, editable: true },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130, editable: true },
];

interface PendingChange {
  newRow: Invoice;
  oldRow: Invoice;
  resolve: (row: Invoice) => void;
}

/** Lists the fields whose value changed, as "field: old → new". */
function describeChanges(newRow: Invoice, oldRow: Invoice): string[] {
  return (Object.keys(newRow) as (keyof Invoice)[])
    .filter((key) => newRow[key] !== oldRow[key])
    .map((key) => `${key}: ${oldRow[key]} → ${newRow[key]}`);
}

export default function ConfirmBeforeSaveGrid() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  const processRowUpdate = React.useCallback(
    (newRow: Invoice, oldRow: Invoice) =>
      new Promise<Invoice>((resolve) => {
        if (describeChanges(newRow, oldRow).length === 0) {
          resolve(oldRow); // Nothing changed: no need to ask.
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const close = (keepNewValues: boolean) => {
    if (!pending) {
      return;
    }
    // Resolving with the old row discards the edit; with the new row it is saved.
    pending.resolve(keepNewValues ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        hideFooter
        aria-label="Invoices that ask before saving"
      />
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            {pending &&
              describeChanges(pending.newRow, pending.oldRow).map((line) => (
                <div key={line}>{line}</div>
              ))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Discard</Button>
          <Button onClick={() => close(true)} variant="contained" autoFocus>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
