import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
  GridValidRowModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  quarter: string;
  product: string;
  revenue: number;
}

type Dimension = 'region' | 'quarter' | 'product';

const labels: Record<Dimension, string> = {
  region: 'Region',
  quarter: 'Quarter',
  product: 'Product',
};

const regions = ['North', 'South', 'West'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const products = ['Kettle', 'Toaster', 'Blender'];

// The flat data a pivot table starts from: one sale per region, quarter and product.
const sales: Sale[] = regions.flatMap((region, r) =>
  quarters.flatMap((quarter, q) =>
    products.map((product, p) => ({
      id: r * 100 + q * 10 + p,
      region,
      quarter,
      product,
      revenue: 1000 + ((r * 37 + q * 53 + p * 71) % 90) * 50,
    })),
  ),
);

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const formatRevenue: GridColDef['valueFormatter'] = ({ value }) =>
  typeof value === 'number' ? currency.format(value) : '';

/** Turns each value of `columnField` into a column holding the summed revenue. */
function pivot(rowField: Dimension, columnField: Dimension) {
  const columnKeys = Array.from(new Set(sales.map((sale) => sale[columnField])));
  const byRowKey = new Map<string, GridValidRowModel>();
  sales.forEach((sale) => {
    const key = sale[rowField];
    const row = byRowKey.get(key) ?? { id: key, [rowField]: key, total: 0 };
    row[sale[columnField]] = (row[sale[columnField]] ?? 0) + sale.revenue;
    row.total += sale.revenue;
    byRowKey.set(key, row);
  });

  const columns: GridColDef[] = [
    { field: rowField, headerName: labels[rowField], width: 120 },
    ...columnKeys.map((key): GridColDef => ({
      field: key,
      headerName: key,
      type: 'number',
      width: 120,
      valueFormatter: formatRevenue,
    })),
    {
      field: 'total',
      headerName: 'Total',
      type: 'number',
      width: 130,
      valueFormatter: formatRevenue,
    },
  ];
  // A grand total under every value column, computed by the grid's aggregation.
  const aggregationModel: GridAggregationModel = Object.fromEntries(
    [...columnKeys, 'total'].map((field) => [field, 'sum']),
  );
  return { rows: Array.from(byRowKey.values()), columns, aggregationModel };
}

export default function PivotTableGrid() {
  const [rowField, setRowField] = React.useState<Dimension>('product');
  const [columnField, setColumnField] = React.useState<Dimension>('quarter');
  const table = React.useMemo(() => pivot(rowField, columnField), [rowField, columnField]);

  // Rows and columns cannot use the same field: choosing the other one's field swaps them.
  const changeRows = (field: Dimension) => {
    if (field === columnField) {
      setColumnField(rowField);
    }
    setRowField(field);
  };
  const changeColumns = (field: Dimension) => {
    if (field === rowField) {
      setRowField(columnField);
    }
    setColumnField(field);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="Rows"
          value={rowField}
          onChange={(event) => changeRows(event.target.value as Dimension)}
          sx={{ minWidth: 140 }}
        >
          {Object.entries(labels).map(([field, label]) => (
            <MenuItem key={field} value={field}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Columns"
          value={columnField}
          onChange={(event) => changeColumns(event.target.value as Dimension)}
          sx={{ minWidth: 140 }}
        >
          {Object.entries(labels).map(([field, label]) => (
            <MenuItem key={field} value={field}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          // New columns for each layout: remount instead of merging the column state.
          key={`${rowField}-${columnField}`}
          rows={table.rows}
          columns={table.columns}
          initialState={{ aggregation: { model: table.aggregationModel } }}
          disableRowGrouping
          hideFooter
        />
      </Box>
    </Stack>
  );
}
