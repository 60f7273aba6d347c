import * as React from 'react';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  weightKg: number;
  cost: number;
}

const rows: Shipment[] = [
  { id: 1, reference: 'SH-2041', destination: 'Rotterdam', weightKg: 1240, cost: 860 },
  { id: 2, reference: 'SH-2042', destination: 'Gdańsk', weightKg: 780, cost: 615 },
  { id: 3, reference: 'SH-2043', destination: 'Valencia', weightKg: 2150, cost: 1390 },
  { id: 4, reference: 'SH-2044', destination: 'Rotterdam', weightKg: 430, cost: 310 },
  { id: 5, reference: 'SH-2045', destination: 'Antwerp', weightKg: 1675, cost: 1020 },
  { id: 6, reference: 'SH-2046', destination: 'Valencia', weightKg: 960, cost: 705 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'cost', headerName: 'Cost (EUR)', type: 'number', width: 130 },
];

const labels: Record<string, string> = { weightKg: 'Weight', cost: 'Cost' };

function TotalsFooter() {
  const apiRef = useGridApiContext();
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  // The root group holds the results over every row.
  const totals = lookup[GRID_ROOT_GROUP_ID] ?? {};

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {Object.entries(totals).map(([field, result]) => (
        <Chip
          key={field}
          variant="outlined"
          label={`${labels[field] ?? field} (${model[field]}): ${Number(result.value).toLocaleString('en-US', { maximumFractionDigits: 1 })}`}
        />
      ))}
    </Stack>
  );
}

// 'inline' on the root (depth -1) computes the grand total without adding a footer row.
const totalsOnly: DataGridPremiumProps['getAggregationPosition'] = (node) =>
  node.depth === -1 ? 'inline' : null;

export default function AggregationSummaryFooterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        getAggregationPosition={totalsOnly}
        initialState={{ aggregation: { model: { weightKg: 'sum', cost: 'avg' } } }}
        slots={{ footer: TotalsFooter }}
      />
    </Box>
  );
}
