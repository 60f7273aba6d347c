import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridPrintExportOptions,
  GridRowSelectionModel,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Tool {
  id: number;
  product: string;
  brand: string;
  stock: number;
  price: number;
  supplierCode: string;
}

const rows: Tool[] = [
  {
    id: 1,
    product: 'Cordless drill 18V',
    brand: 'Makita',
    stock: 14,
    price: 149,
    supplierCode: 'MK-DDF484',
  },
  {
    id: 2,
    product: 'Orbital sander',
    brand: 'Bosch',
    stock: 6,
    price: 89,
    supplierCode: 'BS-PEX220',
  },
  {
    id: 3,
    product: 'Laser level',
    brand: 'Stanley',
    stock: 9,
    price: 119,
    supplierCode: 'ST-FMHT1',
  },
  { id: 4, product: 'Jigsaw', brand: 'DeWalt', stock: 4, price: 135, supplierCode: 'DW-DCS331' },
  { id: 5, product: 'Stud finder', brand: 'Zircon', stock: 22, price: 29, supplierCode: 'ZR-A200' },
  {
    id: 6,
    product: 'Angle grinder',
    brand: 'Metabo',
    stock: 7,
    price: 99,
    supplierCode: 'MB-W750',
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Tool>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: ({ value }) => (value == null ? '' : usd.format(value)),
  },
  { field: 'supplierCode', headerName: 'Supplier code', width: 140 },
];

// Two columns on a small page, without the grid's toolbar and footer.
const priceList: GridPrintExportOptions = {
  fields: ['product', 'price'],
  hideToolbar: true,
  hideFooter: true,
  pageStyle: '@page { size: A5 portrait; margin: 12mm; }',
};

// Every column, hidden ones included, across a landscape page.
const fullInventory: GridPrintExportOptions = {
  allColumns: true,
  hideFooter: true,
  pageStyle: '@page { size: A4 landscape; margin: 10mm; }',
};

export default function PrintOptionsGrid() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  // Print ignores the selection unless getRowsToExport says otherwise.
  const printSelected = () =>
    apiRef.current.exportDataAsPrint({
      hideFooter: true,
      getRowsToExport: ({ apiRef: gridApi }) =>
        gridFilteredSortedRowIdsSelector(gridApi).filter((id) => selection.includes(id)),
    });

  return (
    <Stack spacing={1} sx={{ height: 440 }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.exportDataAsPrint(priceList)}
        >
          Print price list
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.exportDataAsPrint(fullInventory)}
        >
          Print full inventory
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selection.length === 0}
          onClick={printSelected}
        >
          Print selected ({selection.length})
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ columns: { columnVisibilityModel: { supplierCode: false } } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
