import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  carrier: string;
  weight: number;
  shipped: Date;
}

const destinations = ['Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Hamburg', 'Lima'];
const carriers = ['Northwind', 'Blue Freight', 'Parcelo'];

const rows: Shipment[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  reference: `SHP-${String(1040 + index).padStart(5, '0')}`,
  destination: destinations[index % destinations.length],
  carrier: carriers[index % carriers.length],
  weight: 2 + ((index * 7) % 23),
  shipped: new Date(2024, 2, 1 + index * 2),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
];

// No density prop: the grid takes its density from the theme's MuiDataGrid default props.
export default function DensityGrid() {
  return (
    <Box>
      <Typography id="shipments-title" variant="subtitle1" component="h3" gutterBottom>
        Shipments
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter aria-labelledby="shipments-title" />
      </Box>
    </Box>
  );
}
