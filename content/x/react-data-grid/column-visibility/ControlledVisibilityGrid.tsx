import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  celsius: number;
  fahrenheit: number;
  battery: number;
}

const rows: Reading[] = [
  { id: 1, sensor: 'Greenhouse north', celsius: 24.1, fahrenheit: 75.4, battery: 82 },
  { id: 2, sensor: 'Greenhouse south', celsius: 26.8, fahrenheit: 80.2, battery: 47 },
  { id: 3, sensor: 'Seed store', celsius: 12.3, fahrenheit: 54.1, battery: 91 },
  { id: 4, sensor: 'Potting shed', celsius: 17.6, fahrenheit: 63.7, battery: 15 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 160 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'fahrenheit', headerName: 'Temperature (°F)', type: 'number', width: 160 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120 },
];

export default function ControlledVisibilityGrid() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ fahrenheit: false });
  const useFahrenheit = model.fahrenheit !== false;

  // One switch drives two columns; the grid's own menu still works and updates `model`.
  const toggleUnit = (checked: boolean) =>
    setModel((prev) => ({ ...prev, celsius: !checked, fahrenheit: checked }));

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={useFahrenheit} onChange={(event) => toggleUnit(event.target.checked)} />
        }
        label="Show temperatures in Fahrenheit"
      />
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
