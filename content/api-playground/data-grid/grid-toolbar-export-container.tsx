import { DataGrid, GridCsvExportMenuItem, GridPrintExportMenuItem } from '@mui/x-data-grid';
import type { ButtonProps } from '@mui/material/Button';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, invoice: 'INV-1031', client: 'Northwind', total: 1250 },
  { id: 2, invoice: 'INV-1032', client: 'Contoso', total: 480 },
  { id: 3, invoice: 'INV-1033', client: 'Fabrikam', total: 2975 },
];

const columns = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', width: 140 },
  { field: 'total', headerName: 'Total (€)', type: 'number' as const, width: 110 },
];

export default {
  props: {
    children: (
      <>
        <GridCsvExportMenuItem options={{ fileName: 'invoices' }} />
        <GridPrintExportMenuItem />
      </>
    ),
  },
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<ButtonProps>;
