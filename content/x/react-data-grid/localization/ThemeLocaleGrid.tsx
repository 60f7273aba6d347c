import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE as materialDeDE } from '@mui/material/locale';
import { DataGrid, GridColDef, GridToolbar, deDE } from '@mui/x-data-grid';

interface Train {
  id: number;
  line: string;
  destination: string;
  delayMinutes: number;
}

const rows: Train[] = [
  { id: 1, line: 'ICE 578', destination: 'Hamburg Hbf', delayMinutes: 0 },
  { id: 2, line: 'RE 7', destination: 'Kiel Hbf', delayMinutes: 4 },
  { id: 3, line: 'S 1', destination: 'Wedel', delayMinutes: 12 },
  { id: 4, line: 'IC 2214', destination: 'Köln Hbf', delayMinutes: 2 },
];

const columns: GridColDef<Train>[] = [
  { field: 'line', headerName: 'Linie', width: 110 },
  { field: 'destination', headerName: 'Ziel', flex: 1, minWidth: 150 },
  { field: 'delayMinutes', headerName: 'Verspätung (Min.)', type: 'number', width: 160 },
];

export default function ThemeLocaleGrid() {
  // Extends the surrounding theme (light or dark) with German texts for the grid and Material UI.
  const outerTheme = useTheme();
  const theme = React.useMemo(() => createTheme(outerTheme, deDE, materialDeDE), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 380, width: '100%' }} lang="de">
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          aria-label="Abfahrten"
        />
      </Box>
    </ThemeProvider>
  );
}
