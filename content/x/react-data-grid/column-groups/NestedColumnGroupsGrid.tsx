import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

interface Day {
  id: string;
  tempMin: number;
  tempMax: number;
  windSpeed: number;
  windGust: number;
  rain: number;
}

const rows: Day[] = [
  { id: 'Mon 3', tempMin: 8, tempMax: 15, windSpeed: 12, windGust: 30, rain: 0 },
  { id: 'Tue 4', tempMin: 9, tempMax: 17, windSpeed: 8, windGust: 22, rain: 1.2 },
  { id: 'Wed 5', tempMin: 11, tempMax: 19, windSpeed: 20, windGust: 48, rain: 6.5 },
  { id: 'Thu 6', tempMin: 7, tempMax: 13, windSpeed: 26, windGust: 61, rain: 14.1 },
  { id: 'Fri 7', tempMin: 6, tempMax: 14, windSpeed: 10, windGust: 25, rain: 0.4 },
];

const columns: GridColDef<Day>[] = [
  { field: 'id', headerName: 'Day', width: 100 },
  { field: 'tempMin', headerName: 'Min (°C)', type: 'number', width: 100 },
  { field: 'tempMax', headerName: 'Max (°C)', type: 'number', width: 100 },
  { field: 'windSpeed', headerName: 'Mean (km/h)', type: 'number', width: 120 },
  { field: 'windGust', headerName: 'Gusts (km/h)', type: 'number', width: 120 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'forecast',
    headerName: 'Forecast',
    description: 'Values for the whole day, from the 06:00 model run',
    children: [
      {
        groupId: 'temperature',
        headerName: 'Temperature',
        children: [{ field: 'tempMin' }, { field: 'tempMax' }],
      },
      {
        groupId: 'wind',
        headerName: 'Wind',
        children: [{ field: 'windSpeed' }, { field: 'windGust' }],
      },
      { field: 'rain' },
    ],
  },
];

export default function NestedColumnGroupsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        hideFooter
      />
    </Box>
  );
}
