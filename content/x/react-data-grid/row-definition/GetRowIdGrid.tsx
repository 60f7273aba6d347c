import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  stock: number;
}

// Rows as an API returns them: the unique key is `sku`, and there is no `id`.
const products: Product[] = [
  { sku: 'TENT-2P-GRN', name: 'Two-person tent, green', stock: 14 },
  { sku: 'TENT-4P-GRY', name: 'Four-person tent, grey', stock: 3 },
  { sku: 'BAG-DOWN-L', name: 'Down sleeping bag, long', stock: 22 },
  { sku: 'STOVE-GAS', name: 'Gas camping stove', stock: 0 },
];

// Defined outside the component, so its identity never changes.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 150 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function GetRowIdGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={products} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
