import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Occupancy {
  id: number;
  room: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const rows: Occupancy[] = [
  { id: 1, room: 'Library', mon: 35, tue: 60, wed: 82, thu: 74, fri: 20 },
  { id: 2, room: 'Lab A', mon: 90, tue: 95, wed: 40, thu: 88, fri: 55 },
  { id: 3, room: 'Studio', mon: 10, tue: 25, wed: 30, thu: 65, fri: 100 },
  { id: 4, room: 'Hall', mon: 50, tue: 5, wed: 70, thu: 45, fri: 80 },
];

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

/** Colors the cell background with an opacity proportional to the value; the number stays visible. */
function HeatCell(params: GridRenderCellParams<Occupancy, number>) {
  const value = params.value ?? 0;
  return (
    <Box
      sx={(theme) => ({
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        px: 1,
        bgcolor: theme.vars
          ? `rgba(${theme.vars.palette.secondary.mainChannel} / ${(value / 100) * 0.6})`
          : alpha(theme.palette.secondary.main, (value / 100) * 0.6),
        fontWeight: value >= 80 ? 700 : 400,
      })}
    >
      {value}%
    </Box>
  );
}

const columns: GridColDef<Occupancy>[] = [
  { field: 'room', headerName: 'Room', width: 120 },
  ...DAYS.map((day): GridColDef<Occupancy> => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number',
    width: 90,
    renderCell: (params: GridRenderCellParams<Occupancy, number>) => <HeatCell {...params} />,
  })),
];

export default function HeatmapCellsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%', '& .MuiDataGrid-cell': { p: 0 } }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Room occupancy by weekday, as a heat map"
      />
    </Box>
  );
}
