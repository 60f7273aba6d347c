import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  department: string;
  aisle: string;
  product: string;
  price: number;
}

const rows: Product[] = [
  { id: 1, department: 'Fresh', aisle: 'Fruit', product: 'Honeycrisp apples, 1 kg', price: 4.2 },
  { id: 2, department: 'Fresh', aisle: 'Fruit', product: 'Blueberries, 250 g', price: 3.5 },
  { id: 3, department: 'Fresh', aisle: 'Dairy', product: 'Greek yogurt, 500 g', price: 2.9 },
  { id: 4, department: 'Fresh', aisle: 'Dairy', product: 'Aged cheddar, 200 g', price: 5.1 },
  { id: 5, department: 'Pantry', aisle: 'Pasta', product: 'Spaghetti, 500 g', price: 1.6 },
  { id: 6, department: 'Pantry', aisle: 'Pasta', product: 'Fusilli, 500 g', price: 1.6 },
  { id: 7, department: 'Pantry', aisle: 'Baking', product: 'Plain flour, 1 kg', price: 1.2 },
  { id: 8, department: 'Pantry', aisle: 'Baking', product: 'Vanilla extract', price: 6.4 },
];

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'department', headerName: 'Department' },
  { field: 'aisle', headerName: 'Aisle' },
  // Shown in the grouping column through `leafField`, so hidden below.
  { field: 'product', headerName: 'Product' },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: ({ value }) => (value == null ? '' : price.format(value)),
  },
];

export default function GroupingCellIndentGrid() {
  const [indent, setIndent] = React.useState(2);
  const [hideCounts, setHideCounts] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ height: 500 }}>
      <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
        <Box sx={{ width: 220 }}>
          <Typography id="indent-label" variant="body2">
            Indentation per level: {indent}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={6}
            step={1}
            marks
            value={indent}
            onChange={(_event, value) => setIndent(value as number)}
            aria-labelledby="indent-label"
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={hideCounts}
              onChange={(event) => setHideCounts(event.target.checked)}
            />
          }
          label="Hide row counts"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          groupingColDef={{
            headerName: 'Catalog',
            width: 300,
            leafField: 'product',
            hideDescendantCount: hideCounts,
          }}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['department', 'aisle'] },
            columns: {
              columnVisibilityModel: { department: false, aisle: false, product: false },
            },
          }}
          // The indentation is this multiplier times theme.spacing(depth).
          sx={{ '--DataGrid-cellOffsetMultiplier': indent }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
