import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

type AgendaRow =
  | { id: string; kind: 'day'; title: string }
  | { id: string; kind: 'session'; time: string; title: string; speaker: string; room: string };

const rows: AgendaRow[] = [
  { id: 'd1', kind: 'day', title: 'Thursday, October 10' },
  {
    id: 's1',
    kind: 'session',
    time: '09:00',
    title: 'Opening keynote',
    speaker: 'Amina Yusuf',
    room: 'Main hall',
  },
  {
    id: 's2',
    kind: 'session',
    time: '10:30',
    title: 'Design tokens at scale',
    speaker: 'Jorge Paredes',
    room: 'Room 2',
  },
  {
    id: 's3',
    kind: 'session',
    time: '13:30',
    title: 'Accessible data grids',
    speaker: 'Ruth Ekström',
    room: 'Room 1',
  },
  { id: 'd2', kind: 'day', title: 'Friday, October 11' },
  {
    id: 's4',
    kind: 'session',
    time: '09:30',
    title: 'Server components in practice',
    speaker: 'Kenta Mori',
    room: 'Main hall',
  },
  {
    id: 's5',
    kind: 'session',
    time: '11:00',
    title: 'Testing what users see',
    speaker: 'Leila Haddad',
    room: 'Room 2',
  },
];

// Not sortable: sorting would separate the sessions from their day.
const columns: GridColDef<AgendaRow>[] = [
  {
    field: 'time',
    headerName: 'Time',
    width: 90,
    sortable: false,
    // A day row is one cell across the whole grid, however many columns there are.
    colSpan: ({ row }) => (row.kind === 'day' ? columns.length : undefined),
    valueGetter: ({ row }) => (row.kind === 'day' ? row.title : row.time),
  },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 220, sortable: false },
  { field: 'speaker', headerName: 'Speaker', width: 160, sortable: false },
  { field: 'room', headerName: 'Room', width: 120, sortable: false },
];

const getRowClassName = ({ row }: GridRowClassNameParams<AgendaRow>) =>
  row.kind === 'day' ? 'day-row' : '';

export default function AgendaSectionsSpanningGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        disableColumnFilter
        disableColumnMenu
        sx={{
          '& .day-row': {
            bgcolor: 'action.hover',
            fontWeight: 'fontWeightMedium',
          },
        }}
        hideFooter
      />
    </Box>
  );
}
