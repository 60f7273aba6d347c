import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGridPremium,
  GridCellSelectionModel,
  GridColDef,
  gridClasses,
} from '@mui/x-data-grid-premium';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Shift {
  id: number;
  nurse: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const rows: Shift[] = [
  { id: 1, nurse: 'A. Haddad', mon: 8, tue: 8, wed: 0, thu: 12, fri: 8 },
  { id: 2, nurse: 'J. Kowalski', mon: 12, tue: 0, wed: 12, thu: 0, fri: 12 },
  { id: 3, nurse: 'M. Oyelaran', mon: 0, tue: 8, wed: 8, thu: 8, fri: 8 },
  { id: 4, nurse: 'S. Lindgren', mon: 8, tue: 12, wed: 0, thu: 8, fri: 0 },
  { id: 5, nurse: 'T. Nakamura', mon: 12, tue: 8, wed: 8, thu: 0, fri: 12 },
];

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 140 },
  ...DAYS.map((day): GridColDef<Shift> => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number',
    width: 80,
    valueFormatter: ({ value }) => (value ? `${value} h` : '—'),
  })),
];

// Tuesday to Thursday for the second to fourth nurse, selected when the demo opens.
const initialSelection: GridCellSelectionModel = {
  2: { tue: true, wed: true, thu: true },
  3: { tue: true, wed: true, thu: true },
  4: { tue: true, wed: true, thu: true },
};

export default function RangeOutlineGrid() {
  const [selection, setSelection] = React.useState<GridCellSelectionModel>(initialSelection);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        unstable_cellSelection
        unstable_cellSelectionModel={selection}
        unstable_onCellSelectionModelChange={setSelection}
        hideFooter
        aria-label="Shift hours per nurse and weekday"
        sx={(theme) => {
          const edge = `2px solid ${(theme.vars ?? theme).palette.primary.main}`;
          return {
            // A lighter fill than the default, and an outline drawn by the edge classes.
            [`& .${gridClasses.cell}.Mui-selected`]: {
              backgroundColor: theme.vars
                ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
                : alpha(theme.palette.primary.main, 0.08),
            },
            [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
            [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
            [`& .${gridClasses['cell--rangeLeft']}`]: { borderInlineStart: edge },
            [`& .${gridClasses['cell--rangeRight']}`]: { borderInlineEnd: edge },
          };
        }}
      />
    </Box>
  );
}
