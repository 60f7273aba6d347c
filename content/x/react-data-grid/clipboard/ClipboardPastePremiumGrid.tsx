import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  item: string;
  q1: number;
  q2: number;
  q3: number;
}

const initialRows: BudgetLine[] = [
  { id: 1, item: 'Salaries', q1: 120000, q2: 121500, q3: 123000 },
  { id: 2, item: 'Rent', q1: 18000, q2: 18000, q3: 18600 },
  { id: 3, item: 'Cloud hosting', q1: 7400, q2: 8100, q3: 8850 },
  { id: 4, item: 'Travel', q1: 3200, q2: 5100, q3: 2900 },
  { id: 5, item: 'Training', q1: 1500, q2: 2500, q3: 1800 },
];

const columns: GridColDef<BudgetLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140, editable: true },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 110, editable: true },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 110, editable: true },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 110, editable: true },
];

export default function ClipboardPastePremiumGrid() {
  const [status, setStatus] = React.useState('Copy cells, select a target range, then paste.');

  const updatedRows = React.useRef(0);

  const processRowUpdate = React.useCallback((newRow: BudgetLine) => {
    // Each pasted row arrives here, as with editing: persist it and return the saved row.
    updatedRows.current += 1;
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {status}
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          experimentalFeatures={{ clipboardPaste: true }}
          unstable_cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => {
            updatedRows.current = 0;
            setStatus('Pasting…');
          }}
          onClipboardPasteEnd={() =>
            setStatus(`Paste finished: ${updatedRows.current} row(s) updated.`)
          }
          hideFooter
          aria-label="Budget lines that accept pasted values"
        />
      </Box>
    </Box>
  );
}
