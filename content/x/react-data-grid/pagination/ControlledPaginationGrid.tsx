import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  product: string;
  quantity: number;
  total: number;
}

const CUSTOMERS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Labs',
  'Wayne & Co',
];
const PRODUCTS = ['Keyboard', 'Monitor', 'Desk chair', 'Webcam', 'Headset', 'Dock'];
const PRICES = [79, 249, 319, 59, 99, 189];

/** 230 orders, the same on every render and in every browser. */
const rows: Order[] = Array.from({ length: 230 }, (_, index) => {
  const productIndex = (index * 7) % PRODUCTS.length;
  const quantity = 1 + ((index * 13) % 9);
  return {
    id: index + 1,
    customer: CUSTOMERS[(index * 3) % CUSTOMERS.length],
    product: PRODUCTS[productIndex],
    quantity,
    total: quantity * PRICES[productIndex],
  };
});

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ControlledPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 2,
    pageSize: 5,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setPaginationModel((previous) => ({ ...previous, page: 0 }))}
        >
          First page
        </Button>
        <Typography variant="body2" aria-live="polite">
          Page {paginationModel.page + 1}, {paginationModel.pageSize} rows per page
        </Typography>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          aria-label="Orders with a controlled page"
        />
      </Box>
    </Box>
  );
}
