import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

interface Sensor {
  id: string;
  room: string;
  temperature: number;
  humidity: number;
  co2: number;
  battery: number;
}

const sensors: Sensor[] = [
  { id: 'TH-01', room: 'Lobby', temperature: 21.4, humidity: 38, co2: 520, battery: 91 },
  { id: 'TH-02', room: 'Meeting room A', temperature: 23.1, humidity: 44, co2: 1180, battery: 64 },
  { id: 'TH-03', room: 'Open office', temperature: 22.0, humidity: 41, co2: 860, battery: 78 },
  { id: 'TH-04', room: 'Server room', temperature: 18.2, humidity: 30, co2: 450, battery: 22 },
  { id: 'TH-05', room: 'Kitchen', temperature: 24.6, humidity: 52, co2: 930, battery: 85 },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 100, hideable: false },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 140, hideable: false },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 150,
    description: 'Air temperature',
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    type: 'number',
    width: 120,
    description: 'Relative humidity',
  },
  {
    field: 'co2',
    headerName: 'CO₂ (ppm)',
    type: 'number',
    width: 110,
    description: 'Carbon dioxide, air quality',
  },
  {
    field: 'battery',
    headerName: 'Battery (%)',
    type: 'number',
    width: 110,
    description: 'Sensor battery level',
  },
];

function ColumnsOnlyToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnsPanelSlotPropsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={sensors}
        columns={columns}
        slots={{ toolbar: ColumnsOnlyToolbar }}
        slotProps={{
          columnsPanel: {
            sort: 'asc',
            // The fixed identity columns are not listed at all.
            getTogglableColumns: (allColumns) =>
              allColumns
                .filter((column) => column.hideable !== false)
                .map((column) => column.field),
            // Searching "air" finds the columns whose description mentions it too.
            searchPredicate: (column, search) =>
              `${column.headerName} ${column.description ?? ''}`
                .toLowerCase()
                .includes(search.trim().toLowerCase()),
            disableHideAllButton: true,
          },
        }}
        hideFooter
        aria-label="Office climate sensors"
      />
    </Box>
  );
}
