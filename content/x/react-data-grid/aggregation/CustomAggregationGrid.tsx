import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Line {
  id: number;
  supplier: string;
  item: string;
  quantity: number;
  unitPrice: number;
}

const rows: Line[] = [
  { id: 1, supplier: 'Greenfield', item: 'Flour, 25 kg', quantity: 40, unitPrice: 18.5 },
  { id: 2, supplier: 'Greenfield', item: 'Oats, 10 kg', quantity: 12, unitPrice: 14 },
  { id: 3, supplier: 'Greenfield', item: 'Rye, 25 kg', quantity: 6, unitPrice: 22 },
  { id: 4, supplier: 'Marlow Dairy', item: 'Butter, 5 kg', quantity: 30, unitPrice: 31 },
  { id: 5, supplier: 'Marlow Dairy', item: 'Cream, 10 l', quantity: 8, unitPrice: 26.5 },
  { id: 6, supplier: 'Sunvale', item: 'Sugar, 25 kg', quantity: 25, unitPrice: 21 },
  { id: 7, supplier: 'Sunvale', item: 'Honey, 6 kg', quantity: 4, unitPrice: 58 },
];

// The middle value, less sensitive to one large line than the average.
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    if (numbers.length === 0) {
      return null;
    }
    const sorted = [...numbers].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  },
};

// Reads two fields of each row: the price paid per unit over all units ordered.
const weightedPrice: GridAggregationFunction<
  { quantity: number; unitPrice: number },
  number | null
> = {
  label: 'per unit',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ quantity: row.quantity, unitPrice: row.unitPrice }),
  apply: ({ values }) => {
    let units = 0;
    let total = 0;
    values.forEach((value) => {
      if (value) {
        units += value.quantity;
        total += value.quantity * value.unitPrice;
      }
    });
    return units === 0 ? null : total / units;
  },
};

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Line>[] = [
  { field: 'supplier', headerName: 'Supplier', width: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: ({ value }) => (typeof value === 'number' ? price.format(value) : ''),
  },
];

export default function CustomAggregationGrid() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        // Keep the built-in functions and add two.
        density="compact"
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, median, weightedPrice }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['supplier'] },
          aggregation: { model: { quantity: 'median', unitPrice: 'weightedPrice' } },
          columns: { columnVisibilityModel: { supplier: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
