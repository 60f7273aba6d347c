import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  bedrooms: number;
  rent: number;
  available: string;
}

const rows: Listing[] = [
  { id: 1, address: '14 Alder Lane', bedrooms: 2, rent: 1650, available: 'June 1' },
  { id: 2, address: '3 Quay Street, flat 5', bedrooms: 1, rent: 1180, available: 'May 15' },
  { id: 3, address: '221 Fernhill Road', bedrooms: 3, rent: 2240, available: 'July 1' },
  { id: 4, address: '9 Orchard Court', bedrooms: 2, rent: 1495, available: 'Now' },
  { id: 5, address: '57 Mill Street', bedrooms: 4, rent: 2890, available: 'June 15' },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 120 },
  { field: 'rent', headerName: 'Rent ($/month)', type: 'number', width: 150 },
  { field: 'available', headerName: 'Available', width: 120 },
];

export default function ColumnMenuFromCodeGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ height: 400 }}>
      <Stack direction="row" spacing={1}>
        {/* The menu opens under its header, with focus on its first item. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.showColumnMenu('rent')}
        >
          Rent options
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.showColumnMenu('bedrooms')}
        >
          Bedroom options
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Another icon on every header's menu button.
          slots={{ columnMenuIcon: ArrowDropDownIcon }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
