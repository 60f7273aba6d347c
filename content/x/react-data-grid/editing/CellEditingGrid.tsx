import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
  stock: number;
  discontinued: boolean;
}

const rows: Product[] = [
  { id: 1, name: 'Ceramic mug', category: 'Kitchen', price: 12.5, stock: 140, discontinued: false },
  { id: 2, name: 'Linen apron', category: 'Kitchen', price: 29, stock: 35, discontinued: false },
  { id: 3, name: 'Desk lamp', category: 'Office', price: 48, stock: 12, discontinued: false },
  { id: 4, name: 'Notebook A5', category: 'Office', price: 7.9, stock: 420, discontinued: false },
  { id: 5, name: 'Wool throw', category: 'Living', price: 65, stock: 0, discontinued: true },
  { id: 6, name: 'Plant pot', category: 'Garden', price: 18, stock: 77, discontinued: false },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    width: 130,
    type: 'singleSelect',
    valueOptions: ['Kitchen', 'Office', 'Living', 'Garden'],
    editable: true,
  },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
  {
    field: 'discontinued',
    headerName: 'Discontinued',
    type: 'boolean',
    width: 120,
    editable: true,
  },
];

export default function CellEditingGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Editable products" />
    </Box>
  );
}
