import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Result {
  id: number;
  athlete: string;
  heat: number;
  lane: number;
  time: number;
}

const rows: Result[] = [
  { id: 1, athlete: 'R. Okafor', heat: 1, lane: 4, time: 10.02 },
  { id: 2, athlete: 'M. Santos', heat: 1, lane: 5, time: 10.11 },
  { id: 3, athlete: 'J. Kowalski', heat: 2, lane: 3, time: 10.08 },
  { id: 4, athlete: 'T. Nakamura', heat: 2, lane: 6, time: 10.19 },
];

const columns: GridColDef<Result>[] = [
  { field: 'athlete', headerName: 'Athlete', flex: 1, minWidth: 140 },
  {
    field: 'heat',
    headerName: 'Heat',
    type: 'number',
    width: 90,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'lane',
    headerName: 'Lane',
    type: 'number',
    width: 90,
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'time',
    headerName: 'Time (s)',
    type: 'number',
    width: 120,
    headerClassName: 'result-header',
    cellClassName: 'result-cell',
    sortingOrder: ['asc', 'desc'],
  },
];

export default function HeaderStylingGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .result-header': {
          backgroundColor: theme.vars
            ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`
            : alpha(theme.palette.primary.main, 0.12),
          // The darker shade on the tinted light background, the lighter one in dark mode: 4.5:1.
          color: 'primary.dark',
          ...theme.applyStyles('dark', { color: 'primary.light' }),
        },
        '& .result-header .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
        '& .result-cell': { fontWeight: 600 },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        columnHeaderHeight={64}
        initialState={{ sorting: { sortModel: [{ field: 'time', sort: 'asc' }] } }}
      />
    </Box>
  );
}
