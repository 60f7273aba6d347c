import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  dailyRiders: number;
}

const rows: Station[] = [
  { id: 1, name: 'Central', line: 'Red', dailyRiders: 48200 },
  { id: 2, name: 'Riverside', line: 'Red', dailyRiders: 12850 },
  { id: 3, name: 'University', line: 'Blue', dailyRiders: 31400 },
  { id: 4, name: 'Old Market', line: 'Blue', dailyRiders: 9700 },
  { id: 5, name: 'Airport', line: 'Green', dailyRiders: 22100 },
  { id: 6, name: 'Harbor', line: 'Green', dailyRiders: 7350 },
];

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'line', headerName: 'Line', width: 100 },
  { field: 'dailyRiders', headerName: 'Daily riders', type: 'number', width: 130 },
];

export default function SelectedStationsGrid() {
  // The selection lives in your state: you can read it, save it, or change it from a button.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  const selectedStations = rows.filter((row) => selection.includes(row.id));
  const riders = selectedStations.reduce((sum, row) => sum + row.dailyRiders, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          aria-label="Stations to include in the service notice"
        />
      </Box>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status" sx={{ flex: 1 }}>
          {selectedStations.length === 0
            ? 'No station selected.'
            : `${selectedStations.map((row) => row.name).join(', ')}: ${riders.toLocaleString('en-US')} riders a day.`}
        </Typography>
        <Button size="small" onClick={() => setSelection([1, 3])}>
          Select the busiest two
        </Button>
        <Button size="small" disabled={selection.length === 0} onClick={() => setSelection([])}>
          Clear
        </Button>
      </Box>
    </Box>
  );
}
