import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarDensitySelector,
} from '@mui/x-data-grid';

interface Train {
  id: number;
  destination: string;
  platform: number;
  departs: string;
}

const rows: Train[] = [
  { id: 1, destination: 'Edinburgh', platform: 4, departs: '09:12' },
  { id: 2, destination: 'Leeds', platform: 7, departs: '09:20' },
  { id: 3, destination: 'Cambridge', platform: 2, departs: '09:31' },
  { id: 4, destination: 'Brighton', platform: 11, departs: '09:45' },
  { id: 5, destination: 'Oxford', platform: 9, departs: '09:52' },
];

const columns: GridColDef<Train>[] = [
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
];

function DensityToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function DensityRowHeightGrid() {
  const [rowHeight, setRowHeight] = React.useState(52);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="row-height-label" variant="body2" gutterBottom>
        Base row height: {rowHeight} px
      </Typography>
      <Slider
        aria-labelledby="row-height-label"
        value={rowHeight}
        min={28}
        max={80}
        step={4}
        onChange={(_event, value) => setRowHeight(value as number)}
        sx={{ maxWidth: 320, mb: 1 }}
      />
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={rowHeight}
          slots={{ toolbar: DensityToolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
