import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface StockItem {
  id: number;
  item: string;
  inStock: number;
  reorderAt: number;
  discontinued: boolean;
}

const rows: StockItem[] = [
  { id: 1, item: 'Hex bolts M8', inStock: 1200, reorderAt: 300, discontinued: false },
  { id: 2, item: 'Wood screws 4×40', inStock: 180, reorderAt: 250, discontinued: false },
  { id: 3, item: 'Wall plugs 6 mm', inStock: 940, reorderAt: 400, discontinued: false },
  { id: 4, item: 'Brass hinges', inStock: 35, reorderAt: 20, discontinued: true },
  { id: 5, item: 'Cable ties 200 mm', inStock: 60, reorderAt: 100, discontinued: false },
  { id: 6, item: 'Wing nuts M6', inStock: 410, reorderAt: 150, discontinued: false },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

// The class name is derived from the data only, so it follows the row when it is sorted.
function getRowClassName({ row }: GridRowClassNameParams<StockItem>) {
  if (row.discontinued) {
    return 'row-discontinued';
  }
  return row.inStock < row.reorderAt ? 'row-low-stock' : '';
}

export default function RowClassNameGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
        sx={(theme) => ({
          '& .row-low-stock': {
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.warning.mainChannel} / 0.16)`
              : alpha(theme.palette.warning.main, 0.16),
            '&:hover': {
              backgroundColor: theme.vars
                ? `rgba(${theme.vars.palette.warning.mainChannel} / 0.24)`
                : alpha(theme.palette.warning.main, 0.24),
            },
            '& [data-field="inStock"]': { fontWeight: 700 },
          },
          '& .row-discontinued': {
            color: 'text.secondary',
            fontStyle: 'italic',
          },
        })}
      />
    </Box>
  );
}
