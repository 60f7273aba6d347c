import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowHeightParams,
  GridToolbarContainer,
  GridToolbarDensitySelector,
} from '@mui/x-data-grid';

interface DeliveryStop {
  id: number;
  time: string;
  recipient: string;
  address: string;
  instructions?: string;
}

const rows: DeliveryStop[] = [
  { id: 1, time: '08:30', recipient: 'Harbor Bakery', address: '12 Quay Street' },
  {
    id: 2,
    time: '09:05',
    recipient: 'Dr. Amara Okafor',
    address: '4 Linden Court, flat 3B',
    instructions: 'Ring twice; leave with the concierge if nobody answers.',
  },
  { id: 3, time: '09:40', recipient: 'Northside Library', address: '88 Mill Road' },
  {
    id: 4,
    time: '10:15',
    recipient: 'Green Fork Café',
    address: '2 Market Square',
    instructions: 'Deliveries through the side gate before 11:00 only.',
  },
  { id: 5, time: '10:50', recipient: 'Luis Ferreira', address: '31 Elm Avenue' },
  { id: 6, time: '11:20', recipient: 'Pinewood School', address: 'School Lane' },
];

// Stops with instructions show them on a second line, so they need a taller row.
const TALL_ROW = 76;

function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  if ((model as DeliveryStop).instructions) {
    // Numbers are used as they are: scale them yourself to follow the density.
    return Math.round(TALL_ROW * densityFactor);
  }
  // null keeps the base height of the current density.
  return null;
}

const columns: GridColDef<DeliveryStop>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  {
    field: 'recipient',
    headerName: 'Recipient',
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {row.recipient}
        </Typography>
        {row.instructions && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {row.instructions}
          </Typography>
        )}
      </Box>
    ),
  },
  { field: 'address', headerName: 'Address', width: 190 },
];

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function DeliveryStopsRowHeightGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        slots={{ toolbar: DensityToolbar }}
        hideFooter
        aria-label="Delivery stops of the morning round"
      />
    </Box>
  );
}
