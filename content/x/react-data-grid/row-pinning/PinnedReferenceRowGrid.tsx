import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGridPro, GridColDef, GridRowClassNameParams, gridClasses } from '@mui/x-data-grid-pro';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Runner {
  id: string;
  name: string;
  club: string;
  time: number;
}

// Finishing times in seconds.
const runners: Runner[] = [
  { id: 'bib-112', name: 'Aoife Byrne', club: 'Liffey Harriers', time: 2112 },
  { id: 'bib-087', name: 'Jonas Weber', club: 'TV Kiel', time: 1987 },
  { id: 'bib-143', name: 'Fatou Diallo', club: 'AS Dakar', time: 2040 },
  { id: 'bib-021', name: 'Mateus Lima', club: 'Porto RC', time: 1930 },
  { id: 'bib-356', name: 'Elise Martin', club: 'Lyon Athlé', time: 2255 },
  { id: 'bib-209', name: 'Kenji Sato', club: 'Osaka AC', time: 2006 },
  { id: 'bib-078', name: 'Nadia Rahman', club: 'Leeds City', time: 2198 },
  { id: 'bib-301', name: 'Pieter de Vries', club: 'AV Utrecht', time: 2073 },
  { id: 'bib-166', name: 'Lucía Torres', club: 'CA Sevilla', time: 2131 },
  { id: 'bib-044', name: 'Samuel Osei', club: 'Accra Striders', time: 1962 },
  { id: 'bib-259', name: 'Hanna Virtanen', club: 'Helsinki Kiri', time: 2289 },
  { id: 'bib-190', name: 'Marco Bianchi', club: 'Atletica Roma', time: 2095 },
];

// Always on top, on every page, whatever the sort or the filters.
const pinnedRows = {
  top: [{ id: 'course-record', name: 'Course record (2019)', club: '—', time: 1874 }],
};

const formatTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const columns: GridColDef<Runner>[] = [
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 170 },
  { field: 'club', headerName: 'Club', width: 150 },
  {
    field: 'time',
    headerName: 'Time',
    type: 'number',
    width: 100,
    valueFormatter: ({ value }) => formatTime(value),
  },
  {
    field: 'gap',
    headerName: 'Behind record',
    type: 'number',
    width: 130,
    valueGetter: ({ row }) => row.time - pinnedRows.top[0].time,
    valueFormatter: ({ value }) => (value ? `+${formatTime(value)}` : ''),
  },
];

const getRowClassName = ({ id }: GridRowClassNameParams) =>
  id === 'course-record' ? 'reference-row' : '';

export default function PinnedReferenceRowGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={runners}
        columns={columns}
        pinnedRows={pinnedRows}
        getRowClassName={getRowClassName}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{
          pagination: { paginationModel: { pageSize: 5 } },
          sorting: { sortModel: [{ field: 'time', sort: 'asc' }] },
        }}
        aria-label="10 km results"
        sx={(theme) => ({
          [`& .reference-row`]: {
            fontStyle: 'italic',
            bgcolor: theme.vars
              ? `rgba(${theme.vars.palette.warning.mainChannel} / 0.12)`
              : alpha(theme.palette.warning.main, 0.12),
          },
          [`& .${gridClasses['pinnedRows--top']}`]: {
            boxShadow: theme.shadows[2],
          },
        })}
      />
    </Box>
  );
}
