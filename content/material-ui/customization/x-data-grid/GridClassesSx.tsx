import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
  replies: number;
}

const rows: Ticket[] = [
  {
    id: 311,
    subject: 'Cannot reset password',
    requester: 'm.ortega',
    priority: 'High',
    replies: 4,
  },
  {
    id: 312,
    subject: 'Invoice shows wrong VAT',
    requester: 'accounts',
    priority: 'Normal',
    replies: 2,
  },
  { id: 313, subject: 'Export to CSV is slow', requester: 'j.kim', priority: 'Low', replies: 0 },
  {
    id: 314,
    subject: 'Two-factor code not received',
    requester: 'a.novak',
    priority: 'High',
    replies: 7,
  },
  { id: 315, subject: 'Change billing address', requester: 's.ali', priority: 'Low', replies: 1 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 90 },
];

export default function GridClassesSx() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ sorting: { sortModel: [{ field: 'replies', sort: 'desc' }] } }}
        aria-label="Support tickets"
        // gridClasses holds every class name: gridClasses.cell is 'MuiDataGrid-cell'.
        sx={(theme) => ({
          border: 0,
          [`& .${gridClasses.columnHeader}`]: {
            borderBottom: `2px solid ${(theme.vars ?? theme).palette.divider}`,
          },
          // The sorted column's header, by its modifier class.
          [`& .${gridClasses['columnHeader--sorted']}`]: {
            color: (theme.vars ?? theme).palette.primary.main,
          },
          // Selected rows carry the shared Mui-selected state class.
          [`& .${gridClasses.row}.Mui-selected`]: {
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.12)`
              : alpha(theme.palette.secondary.main, 0.12),
            '&:hover': {
              backgroundColor: theme.vars
                ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.18)`
                : alpha(theme.palette.secondary.main, 0.18),
            },
          },
          // Number cells (right-aligned) in a monospaced font.
          [`& .${gridClasses['cell--textRight']}`]: {
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outlineColor: (theme.vars ?? theme).palette.secondary.main,
          },
          [`& .${gridClasses.footerContainer}`]: { borderTop: 0 },
        })}
      />
    </Box>
  );
}
