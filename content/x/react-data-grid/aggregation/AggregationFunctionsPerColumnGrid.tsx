import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAggregationModel, GridColDef } from '@mui/x-data-grid-premium';

interface StockLine {
  id: number;
  sku: string;
  supplier: string;
  onHand: number;
  unitCost: number;
  lastCounted: Date;
}

const rows: StockLine[] = [
  {
    id: 1,
    sku: 'BLT-M6-20',
    supplier: 'Fastenal',
    onHand: 1200,
    unitCost: 0.08,
    lastCounted: new Date(2024, 2, 4),
  },
  {
    id: 2,
    sku: 'NUT-M6',
    supplier: 'Fastenal',
    onHand: 2600,
    unitCost: 0.03,
    lastCounted: new Date(2024, 2, 4),
  },
  {
    id: 3,
    sku: 'HNG-75-SS',
    supplier: 'Hafele',
    onHand: 340,
    unitCost: 2.4,
    lastCounted: new Date(2024, 1, 19),
  },
  {
    id: 4,
    sku: 'SLD-450',
    supplier: 'Hafele',
    onHand: 95,
    unitCost: 11.9,
    lastCounted: new Date(2024, 0, 30),
  },
  {
    id: 5,
    sku: 'GLU-PVA-1L',
    supplier: 'Bostik',
    onHand: 48,
    unitCost: 6.75,
    lastCounted: new Date(2024, 2, 11),
  },
  {
    id: 6,
    sku: 'SCR-4X40',
    supplier: 'Fastenal',
    onHand: 5400,
    unitCost: 0.05,
    lastCounted: new Date(2024, 1, 26),
  },
];

const columns: GridColDef<StockLine>[] = [
  // An identifier means nothing once aggregated.
  { field: 'sku', headerName: 'SKU', width: 130, aggregable: false },
  // No restriction: a string column is offered "size" (a count) only.
  { field: 'supplier', headerName: 'Supplier', width: 120 },
  // Adding up stock makes sense; an average of it rarely does.
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 120,
    availableAggregationFunctions: ['sum'],
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 130,
    availableAggregationFunctions: ['min', 'max', 'avg'],
  },
  // A date column keeps the defaults for its type: min, max and size.
  { field: 'lastCounted', headerName: 'Last counted', type: 'date', width: 140 },
];

export default function AggregationFunctionsPerColumnGrid() {
  const [model, setModel] = React.useState<GridAggregationModel>({
    onHand: 'sum',
    unitCost: 'max',
    lastCounted: 'min',
  });

  return (
    <Stack spacing={1} sx={{ height: 420 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        aggregationModel: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
