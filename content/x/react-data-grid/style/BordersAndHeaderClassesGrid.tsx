import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface QuarterResult {
  id: number;
  product: string;
  q1: number;
  q2: number;
  q3: number;
  forecast: number;
}

const results: QuarterResult[] = [
  { id: 1, product: 'Trail running shoe', q1: 1240, q2: 1510, q3: 1385, forecast: 1600 },
  { id: 2, product: 'Rain shell jacket', q1: 880, q2: 420, q3: 310, forecast: 950 },
  { id: 3, product: 'Merino base layer', q1: 660, q2: 240, q3: 190, forecast: 720 },
  { id: 4, product: 'Ultralight tent', q1: 150, q2: 410, q3: 520, forecast: 260 },
  { id: 5, product: 'Insulated bottle', q1: 1020, q2: 1330, q3: 1410, forecast: 1150 },
];

const quarter = (field: 'q1' | 'q2' | 'q3', headerName: string): GridColDef<QuarterResult> => ({
  field,
  headerName,
  type: 'number',
  width: 100,
  headerAlign: 'center',
  align: 'center',
});

const columns: GridColDef<QuarterResult>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  quarter('q1', 'Q1'),
  quarter('q2', 'Q2'),
  quarter('q3', 'Q3'),
  {
    field: 'forecast',
    headerName: 'Q4 forecast',
    type: 'number',
    width: 130,
    // Both classes are fixed strings: every header and cell of the column gets them.
    headerClassName: 'forecast-header',
    cellClassName: 'forecast-cell',
  },
];

export default function BordersAndHeaderClassesGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 360,
        width: '100%',
        '& .forecast-header': {
          bgcolor: theme.vars
            ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.16)`
            : alpha(theme.palette.secondary.main, 0.16),
          fontStyle: 'italic',
        },
        '& .forecast-cell': {
          bgcolor: theme.vars
            ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.08)`
            : alpha(theme.palette.secondary.main, 0.08),
          fontStyle: 'italic',
        },
      })}
    >
      <DataGrid
        rows={results}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        aria-label="Units sold per quarter, with the forecast column set apart"
      />
    </Box>
  );
}
