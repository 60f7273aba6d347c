import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface StockLevel {
  id: string;
  product: string;
  warehouse: string;
  quantity: number;
}

const initialRows: StockLevel[] = [
  { id: 'SKU-2201', product: 'Oak desk lamp', warehouse: 'Rotterdam', quantity: 42 },
  { id: 'SKU-2202', product: 'Linen cushion', warehouse: 'Rotterdam', quantity: 130 },
  { id: 'SKU-2203', product: 'Ceramic vase', warehouse: 'Lyon', quantity: 18 },
  { id: 'SKU-2204', product: 'Wool throw', warehouse: 'Lyon', quantity: 64 },
];

const columns: GridColDef<StockLevel>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130, editable: true },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
    // Spreadsheets in many locales export "1 250" or "1.250": keep the digits only.
    pastedValueParser: (text) => {
      const digits = text.replace(/\D/g, '');
      return digits === '' ? undefined : Number(digits);
    },
  },
];

// Lines separated by line breaks, cells by semicolons (the CSV flavor of many European locales).
// Returning null cancels the paste.
function splitSemicolonText(text: string): string[][] | null {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  if (lines.every((line) => line.trim() === '')) {
    return null;
  }
  return lines.map((line) => line.split(';').map((cell) => cell.trim()));
}

const SAMPLE = 'Antwerp;75\nAntwerp;1 250';

export default function SemicolonPasteGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [status, setStatus] = React.useState('Nothing pasted yet.');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Copy these two lines"
        value={SAMPLE}
        multiline
        fullWidth
        InputProps={{ readOnly: true, sx: { fontFamily: 'monospace' } }}
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          experimentalFeatures={{ clipboardPaste: true }}
          unstable_splitClipboardPastedText={splitSemicolonText}
          processRowUpdate={(newRow: StockLevel) => {
            setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          onClipboardPasteStart={({ data }) =>
            setStatus(`Pasting ${data.length} line(s) of ${data[0]?.length ?? 0} cell(s)…`)
          }
          onClipboardPasteEnd={() => setStatus('Paste finished.')}
          disableRowSelectionOnClick
          hideFooter
          aria-label="Stock levels that accept semicolon-separated text"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {status}
      </Typography>
    </Box>
  );
}
