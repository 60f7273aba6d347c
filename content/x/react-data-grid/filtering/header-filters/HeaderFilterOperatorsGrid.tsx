import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid-pro';

// Short labels for the narrow filter row; `label` stays the name used in the filter panel.
const HEADER_LABELS: Record<string, string> = { '>=': '≥ at least', '<=': '≤ at most' };

const boundOperators = getGridNumericOperators()
  .filter((operator) => operator.value in HEADER_LABELS)
  .map((operator) => ({ ...operator, headerLabel: HEADER_LABELS[operator.value] }));

const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);

interface Hike {
  id: number;
  trail: string;
  region: string;
  distance: number;
  ascent: number;
}

const hikes: Hike[] = [
  { id: 1, trail: 'Tour du Mont Blanc', region: 'Alps', distance: 170, ascent: 10000 },
  { id: 2, trail: 'West Highland Way', region: 'Scotland', distance: 154, ascent: 3900 },
  { id: 3, trail: 'Kungsleden', region: 'Lapland', distance: 440, ascent: 6500 },
  { id: 4, trail: 'Cinque Terre coastal path', region: 'Liguria', distance: 12, ascent: 800 },
  { id: 5, trail: 'Laugavegur', region: 'Iceland', distance: 55, ascent: 1900 },
  { id: 6, trail: 'GR20', region: 'Corsica', distance: 180, ascent: 12000 },
  { id: 7, trail: 'Rota Vicentina', region: 'Alentejo', distance: 230, ascent: 3000 },
];

const columns: GridColDef<Hike>[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 190, filterOperators: textOperators },
  { field: 'region', headerName: 'Region', width: 140, filterOperators: textOperators },
  {
    field: 'distance',
    headerName: 'Distance (km)',
    type: 'number',
    width: 150,
    filterOperators: boundOperators,
  },
  {
    field: 'ascent',
    headerName: 'Ascent (m)',
    type: 'number',
    width: 150,
    filterOperators: boundOperators,
  },
];

export default function HeaderFilterOperatorsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={hikes}
        columns={columns}
        unstable_headerFilters
        initialState={{
          filter: { filterModel: { items: [{ field: 'distance', operator: '<=', value: 200 }] } },
        }}
        slotProps={{
          // No clear (×) button in the filter cells: users empty the input instead.
          headerFilterCell: { showClearIcon: false },
        }}
        hideFooter
        aria-label="Long-distance hiking trails"
      />
    </Box>
  );
}
