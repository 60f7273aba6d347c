import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  gate: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'LH 401', from: 'Frankfurt', to: 'New York', gate: 'B44' },
  { id: 2, flight: 'AF 276', from: 'Paris', to: 'Tokyo', gate: 'K32' },
  { id: 3, flight: 'QF 2', from: 'Sydney', to: 'London', gate: '9' },
  { id: 4, flight: 'ET 500', from: 'Addis Ababa', to: 'Washington', gate: 'A12' },
  { id: 5, flight: 'LA 800', from: 'Santiago', to: 'Sydney', gate: 'D7' },
  { id: 6, flight: 'SQ 22', from: 'Singapore', to: 'Newark', gate: 'C21' },
  { id: 7, flight: 'KE 17', from: 'Seoul', to: 'Los Angeles', gate: '250' },
  { id: 8, flight: 'EK 215', from: 'Dubai', to: 'Los Angeles', gate: 'A3' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 120 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

export default function StripedRowsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // The index within the page, so stripes stay regular after sorting and filtering.
        getRowClassName={(params) =>
          params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd'
        }
        hideFooter
        aria-label="Departures with striped rows"
        sx={(theme) => ({
          [`& .${gridClasses.row}.row--odd`]: {
            bgcolor: 'action.hover',
          },
          [`& .${gridClasses.row}:hover`]: {
            bgcolor: theme.vars
              ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`
              : alpha(theme.palette.primary.main, 0.12),
          },
        })}
      />
    </Box>
  );
}
