import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

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

export default function CommaDelimiterCopyGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          checkboxSelection
          clipboardCopyCellDelimiter=","
          onClipboardCopy={setCopied}
          hideFooter
          aria-label="Budget lines copied as comma-separated values"
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
        {copied || 'Select rows, then press Ctrl+C (⌘+C on macOS).'}
      </Box>
      <Typography variant="caption" color="text.secondary">
        The text above is what the grid put on the clipboard.
      </Typography>
    </Box>
  );
}
