import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  water: string;
}

const rows: Plant[] = [
  { id: 1, name: 'Monstera', light: 'Bright, indirect', water: 'Weekly' },
  { id: 2, name: 'Snake plant', light: 'Low to bright', water: 'Every 3 weeks' },
  { id: 3, name: 'Pothos', light: 'Medium', water: 'Weekly' },
  { id: 4, name: 'Fiddle-leaf fig', light: 'Bright', water: 'Every 10 days' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'light', headerName: 'Light', flex: 1, minWidth: 130 },
  { field: 'water', headerName: 'Water', width: 130 },
];

export default function DensityFromTheme() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  // The density is a default prop in the theme: the grid below has no density prop.
  const withDensity = React.useCallback(
    (outerTheme: Theme) =>
      createTheme(outerTheme, { components: { MuiDataGrid: { defaultProps: { density } } } }),
    [density],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density in the theme"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={withDensity}>
        <Box sx={{ height: 360, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            hideFooter
            aria-label="Plant care, density from the theme"
          />
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
