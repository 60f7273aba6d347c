import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: Date;
  amount: number;
  vatRate: number;
}

const rows: Invoice[] = [
  {
    id: 'INV-1041',
    client: 'Alder & Finch LLP',
    issued: new Date(2024, 2, 4),
    amount: 4250,
    vatRate: 0.2,
  },
  {
    id: 'INV-1042',
    client: 'Brightwater Clinic',
    issued: new Date(2024, 2, 11),
    amount: 1180.5,
    vatRate: 0.05,
  },
  {
    id: 'INV-1043',
    client: 'Copperleaf Studio',
    issued: new Date(2024, 2, 19),
    amount: 960,
    vatRate: 0.2,
  },
  {
    id: 'INV-1044',
    client: 'Dunmore Logistics',
    issued: new Date(2024, 2, 27),
    amount: 12800,
    vatRate: 0,
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 130,
    valueFormatter: ({ value }) =>
      (value as Date).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => usd.format(value as number),
  },
  {
    field: 'vatRate',
    headerName: 'VAT',
    type: 'number',
    width: 80,
    valueFormatter: ({ value }) => percent.format(value as number),
  },
];

export default function RawValuesCopyGrid() {
  const [raw, setRaw] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="Copy raw values"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // `true` covers both ways of copying: selected rows and the focused cell.
          unstable_ignoreValueFormatterDuringExport={raw}
          onClipboardCopy={setCopied}
          hideFooter
          aria-label="Invoices to copy"
        />
      </Box>
      <Box
        component="pre"
        role="status"
        aria-label="Copied text"
        sx={{
          mt: 1,
          p: 1,
          minHeight: 40,
          fontSize: 12,
          bgcolor: 'action.hover',
          overflowX: 'auto',
        }}
      >
        {copied || 'Select rows or focus a cell, then press Ctrl+C (⌘+C on macOS).'}
      </Box>
    </Box>
  );
}
