import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

interface Item {
  id: number;
  name: string;
  category: string;
  warehouse: string;
  stock: number;
}

const rows: Item[] = [
  { id: 1, name: 'Trail shoes', category: 'Footwear', warehouse: 'Lyon', stock: 42 },
  { id: 2, name: 'Rain boots', category: 'Footwear', warehouse: 'Leeds', stock: 17 },
  { id: 3, name: 'Sandals', category: 'Footwear', warehouse: 'Lyon', stock: 64 },
  { id: 4, name: 'Fleece jacket', category: 'Clothing', warehouse: 'Leeds', stock: 23 },
  { id: 5, name: 'Wool socks', category: 'Clothing', warehouse: 'Lyon', stock: 120 },
  { id: 6, name: 'Down vest', category: 'Clothing', warehouse: 'Leeds', stock: 8 },
  { id: 7, name: 'Head torch', category: 'Equipment', warehouse: 'Lyon', stock: 35 },
  { id: 8, name: 'Tent, 2 people', category: 'Equipment', warehouse: 'Leeds', stock: 11 },
];

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Item', width: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

const headerNames: Record<string, string> = { category: 'Category', warehouse: 'Warehouse' };

// Called once in 'single' mode (with every grouped field) and once per field in 'multiple' mode.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) => ({
  headerName: fields.map((field) => headerNames[field] ?? field).join(' › '),
  width: fields.length > 1 ? 220 : 170,
});

export default function ColumnModeGrid() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Grouping columns"
        value={mode}
        onChange={(_event, value: 'single' | 'multiple' | null) => value && setMode(value)}
      >
        <ToggleButton value="single">One grouping column</ToggleButton>
        <ToggleButton value="multiple">One column per criterion</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['category', 'warehouse'] },
            columns: { columnVisibilityModel: { category: false, warehouse: false } },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
