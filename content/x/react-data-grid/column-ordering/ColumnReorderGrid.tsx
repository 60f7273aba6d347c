import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  address: string;
  bedrooms: number;
  area: number;
  price: number;
  listed: Date;
}

const rows: Listing[] = [
  {
    id: 1,
    address: '14 Elm Row',
    bedrooms: 2,
    area: 68,
    price: 315000,
    listed: new Date(2024, 2, 3),
  },
  {
    id: 2,
    address: '3 Quay Street',
    bedrooms: 1,
    area: 44,
    price: 229000,
    listed: new Date(2024, 2, 9),
  },
  {
    id: 3,
    address: '72 Orchard Lane',
    bedrooms: 4,
    area: 131,
    price: 585000,
    listed: new Date(2024, 1, 21),
  },
  {
    id: 4,
    address: '9 Mill Court',
    bedrooms: 3,
    area: 97,
    price: 412500,
    listed: new Date(2024, 2, 14),
  },
];

const columns: GridColDef<Listing>[] = [
  // The address stays first: it cannot be dragged, and nothing can be dropped before it.
  { field: 'address', headerName: 'Address', width: 170, disableReorder: true },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120 },
  { field: 'listed', headerName: 'Listed', type: 'date', width: 120 },
];

export default function ColumnReorderGrid() {
  const [lastMove, setLastMove] = React.useState('Drag a column header to move the column.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setLastMove(
      `${params.column.headerName} moved from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`,
    );
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" role="status">
        {lastMove}
      </Typography>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          onColumnOrderChange={handleColumnOrderChange}
        />
      </Box>
    </Stack>
  );
}
