import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'Urgent';
}

const tickets: Ticket[] = [
  {
    id: 'SUP-1042',
    subject: 'Cannot reset my password',
    requester: 'Hana Ito',
    priority: 'Urgent',
  },
  {
    id: 'SUP-1043',
    subject: 'Invoice shows the wrong VAT number',
    requester: 'Marc Olsen',
    priority: 'Normal',
  },
  {
    id: 'SUP-1044',
    subject: 'Export to CSV cuts long notes',
    requester: 'Zainab Musa',
    priority: 'Normal',
  },
  {
    id: 'SUP-1045',
    subject: 'Request: dark theme for reports',
    requester: 'Pedro Alves',
    priority: 'Low',
  },
  {
    id: 'SUP-1046',
    subject: 'Two-factor codes arrive late',
    requester: 'Ewa Kowalska',
    priority: 'Urgent',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function StateClassesStylingGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={columns}
        checkboxSelection
        hideFooter
        aria-label="Support tickets with restyled hover, selection and focus"
        sx={(theme) => {
          const accent = (theme.vars ?? theme).palette.secondary.main;
          // A tint of the accent: from its channels under CSS variables, alpha() otherwise.
          const tint = (opacity: number) =>
            theme.vars
              ? `rgba(${theme.vars.palette.secondary.mainChannel} / ${opacity})`
              : alpha(theme.palette.secondary.main, opacity);
          return {
            // Hover: a bar on the inline-start edge instead of a background.
            [`& .${gridClasses.row}:hover, & .${gridClasses.row}.Mui-hovered`]: {
              bgcolor: 'transparent',
              boxShadow: `inset 4px 0 0 ${accent}`,
            },
            // Selected rows, hovered or not, keep one tint.
            [`& .${gridClasses.row}.Mui-selected, & .${gridClasses.row}.Mui-selected:hover`]: {
              bgcolor: tint(0.14),
              ...theme.applyStyles('dark', { bgcolor: tint(0.3) }),
            },
            // The focused cell: a thicker outline than the default.
            [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
              outline: `2px solid ${accent}`,
              outlineOffset: -2,
            },
          };
        }}
      />
    </Box>
  );
}
