import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid-pro';

interface Invoice {
  id: number;
  number: string;
  client: string;
  issued: string;
  total: string;
}

const rows: Invoice[] = [
  { id: 1, number: 'INV-1042', client: 'Osprey Architects', issued: 'Apr 2', total: '$4,800.00' },
  { id: 2, number: 'INV-1043', client: 'Lantern Films', issued: 'Apr 5', total: '$12,150.00' },
  { id: 3, number: 'INV-1044', client: 'Greywood Veterinary', issued: 'Apr 9', total: '$960.00' },
  { id: 4, number: 'INV-1045', client: 'Marlow & Daughters', issued: 'Apr 12', total: '$2,375.50' },
];

const baseColumns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', width: 200 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  { field: 'total', headerName: 'Total', width: 130, align: 'right', headerAlign: 'right' },
];

type Widths = Record<string, number>;

export default function PersistedWidthsGrid() {
  // In an app, read and write these in localStorage or a user profile.
  const [widths, setWidths] = React.useState<Widths>({});

  const columns = React.useMemo(
    () =>
      baseColumns.map((column) =>
        widths[column.field] ? { ...column, width: widths[column.field] } : column,
      ),
    [widths],
  );

  // Fires once, when the drag ends (onColumnResize fires on every move).
  const handleWidthChange = ({ colDef, width }: GridColumnResizeParams) =>
    setWidths((previous) => ({ ...previous, [colDef.field]: Math.round(width) }));

  return (
    <Stack spacing={1} sx={{ height: 380 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          size="small"
          disabled={Object.keys(widths).length === 0}
          onClick={() => setWidths({})}
        >
          Reset widths
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Saved: {JSON.stringify(widths)}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
