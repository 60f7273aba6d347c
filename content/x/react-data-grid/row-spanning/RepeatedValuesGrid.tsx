import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef, GridRowId } from '@mui/x-data-grid';

interface Lesson {
  id: number;
  day: string;
  time: string;
  subject: string;
  room: string;
}

const rows: Lesson[] = [
  { id: 1, day: 'Monday', time: '09:00', subject: 'Mathematics', room: 'B12' },
  { id: 2, day: 'Monday', time: '10:00', subject: 'Chemistry', room: 'Lab 2' },
  { id: 3, day: 'Monday', time: '11:00', subject: 'History', room: 'A04' },
  { id: 4, day: 'Tuesday', time: '09:00', subject: 'Literature', room: 'A01' },
  { id: 5, day: 'Tuesday', time: '10:00', subject: 'Mathematics', room: 'B12' },
  { id: 6, day: 'Wednesday', time: '09:00', subject: 'Physics', room: 'Lab 1' },
  { id: 7, day: 'Wednesday', time: '10:00', subject: 'Art', room: 'Studio' },
  { id: 8, day: 'Wednesday', time: '11:00', subject: 'Geography', room: 'A04' },
];

// The rows keep this order (sorting is off), so the merge can be computed once from the data.
const continuesDay = new Set<GridRowId>(
  rows.filter((row, index) => index > 0 && rows[index - 1].day === row.day).map((row) => row.id),
);
const dayGoesOn = new Set<GridRowId>(
  rows
    .filter((row, index) => index < rows.length - 1 && rows[index + 1].day === row.day)
    .map((row) => row.id),
);

const columns: GridColDef<Lesson>[] = [
  {
    field: 'day',
    headerName: 'Day',
    width: 130,
    sortable: false,
    // The value is still on every row (for filtering, copying, export); only the display merges.
    renderCell: ({ id, value }) => (continuesDay.has(id) ? '' : value),
    cellClassName: ({ id }: GridCellParams<Lesson>) =>
      [continuesDay.has(id) ? '' : 'day-start', dayGoesOn.has(id) ? 'day-goes-on' : '', 'day']
        .filter(Boolean)
        .join(' '),
  },
  { field: 'time', headerName: 'Time', width: 90, sortable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 140, sortable: false },
  { field: 'room', headerName: 'Room', width: 100, sortable: false },
];

export default function RepeatedValuesGrid() {
  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        '& .day': { backgroundColor: 'action.hover' },
        '& .day-start': { fontWeight: 600 },
        // No line between rows of the same day in the day column.
        '& .day-goes-on': { borderBottomColor: 'transparent' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu />
    </Box>
  );
}
