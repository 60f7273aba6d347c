import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridGroupNode,
} from '@mui/x-data-grid-premium';

interface Visit {
  id: number;
  clinic: string;
  doctor: string;
  patients: number;
  waitMinutes: number;
}

const rows: Visit[] = [
  { id: 1, clinic: 'Harbour', doctor: 'Dr. Alvarez', patients: 18, waitMinutes: 12 },
  { id: 2, clinic: 'Harbour', doctor: 'Dr. Osei', patients: 22, waitMinutes: 25 },
  { id: 3, clinic: 'Harbour', doctor: 'Dr. Lindqvist', patients: 15, waitMinutes: 9 },
  { id: 4, clinic: 'Hillside', doctor: 'Dr. Tanaka', patients: 27, waitMinutes: 31 },
  { id: 5, clinic: 'Hillside', doctor: 'Dr. Moreau', patients: 19, waitMinutes: 14 },
  { id: 6, clinic: 'Riverside', doctor: 'Dr. Kowalski', patients: 24, waitMinutes: 18 },
  { id: 7, clinic: 'Riverside', doctor: 'Dr. Adeyemi', patients: 16, waitMinutes: 7 },
];

const columns: GridColDef<Visit>[] = [
  { field: 'clinic', headerName: 'Clinic', width: 120 },
  { field: 'doctor', headerName: 'Doctor', flex: 1, minWidth: 150 },
  { field: 'patients', headerName: 'Patients', type: 'number', width: 110 },
  {
    field: 'waitMinutes',
    headerName: 'Wait (min)',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => (typeof value === 'number' ? value.toFixed(1) : ''),
  },
];

type Placement = 'inline' | 'footer' | 'total';

// The root group (depth -1) holds every row: its aggregate is the grand total.
const positions: Record<Placement, DataGridPremiumProps['getAggregationPosition']> = {
  inline: (node: GridGroupNode) => (node.depth === -1 ? 'footer' : 'inline'),
  footer: () => 'footer',
  total: (node: GridGroupNode) => (node.depth === -1 ? 'footer' : null),
};

export default function GroupAggregationGrid() {
  const [placement, setPlacement] = React.useState<Placement>('inline');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Where group totals appear"
        value={placement}
        onChange={(_event, value: Placement | null) => value && setPlacement(value)}
      >
        <ToggleButton value="inline">On group rows</ToggleButton>
        <ToggleButton value="footer">In group footers</ToggleButton>
        <ToggleButton value="total">Grand total only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 500, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={positions[placement]}
          density="compact"
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['clinic'] },
            aggregation: { model: { patients: 'sum', waitMinutes: 'avg' } },
            columns: { columnVisibilityModel: { clinic: false } },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
