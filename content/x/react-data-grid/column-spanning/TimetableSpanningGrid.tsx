import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'] as const;
type Slot = (typeof SLOTS)[number];

interface Room {
  id: string;
  room: string;
  /** Sessions by start time, with their length in hours. */
  sessions: Partial<Record<Slot, { title: string; hours: number }>>;
}

const rows: Room[] = [
  {
    id: 'aurora',
    room: 'Aurora',
    sessions: {
      '09:00': { title: 'Keynote', hours: 2 },
      '11:00': { title: 'Design systems at scale', hours: 1 },
      '13:00': { title: 'Accessibility workshop', hours: 2 },
    },
  },
  {
    id: 'borealis',
    room: 'Borealis',
    sessions: {
      '09:00': { title: 'Hands-on: data grids', hours: 3 },
      '13:00': { title: 'Testing UIs', hours: 1 },
      '14:00': { title: 'Panel', hours: 1 },
    },
  },
  {
    id: 'cirrus',
    room: 'Cirrus',
    sessions: {
      '10:00': { title: 'Performance clinic', hours: 1 },
      '12:00': { title: 'Lunch talks', hours: 3 },
    },
  },
];

const slotColumns: GridColDef<Room>[] = SLOTS.map((slot, index) => ({
  field: slot,
  headerName: slot,
  width: 150,
  sortable: false,
  valueGetter: ({ row }) => row.sessions[slot]?.title ?? '',
  // A session spans as many hour columns as it lasts, never past the last column.
  colSpan: ({ row }: GridCellParams<Room>) =>
    Math.min(row.sessions[slot]?.hours ?? 1, SLOTS.length - index),
  cellClassName: ({ row }: GridCellParams<Room>) => (row.sessions[slot] ? 'session' : ''),
}));

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 110 },
  ...slotColumns,
];

export default function TimetableSpanningGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 260,
        width: '100%',
        '& .session': {
          backgroundColor: 'action.selected',
          borderInlineStart: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu />
    </Box>
  );
}
