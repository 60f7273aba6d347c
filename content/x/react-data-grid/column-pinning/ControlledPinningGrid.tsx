import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridPinnedColumns } from '@mui/x-data-grid-pro';

interface Month {
  id: string;
  [field: string]: string | number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const products = ['Oat milk', 'Rye bread', 'Cold brew', 'Granola', 'Hummus'];

const rows: Month[] = products.map((product, productIndex) => {
  const sales: Month = { id: product };
  months.forEach((month, monthIndex) => {
    sales[month] = 120 + ((productIndex * 53 + monthIndex * 29) % 140);
  });
  sales.total = months.reduce((sum, month) => sum + (sales[month] as number), 0);
  return sales;
});

const columns: GridColDef<Month>[] = [
  { field: 'id', headerName: 'Product', width: 130 },
  ...months.map((month) => ({
    field: month,
    headerName: month,
    type: 'number' as const,
    width: 90,
  })),
  // Pinning is decided by the switches only: users cannot pin or unpin the total.
  { field: 'total', headerName: 'Year', type: 'number', width: 100, pinnable: false },
];

export default function ControlledPinningGrid() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumns>({
    left: ['id'],
    right: ['total'],
  });

  const isPinned = (field: string) =>
    Boolean(pinnedColumns.left?.includes(field) || pinnedColumns.right?.includes(field));

  const toggle = (field: string, side: 'left' | 'right', pinned: boolean) =>
    setPinnedColumns((prev) => ({
      ...prev,
      [side]: pinned
        ? [...(prev[side] ?? []), field]
        : (prev[side] ?? []).filter((pinnedField) => pinnedField !== field),
    }));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch
              checked={isPinned('id')}
              onChange={(event) => toggle('id', 'left', event.target.checked)}
            />
          }
          label="Pin the product to the start"
        />
        <FormControlLabel
          control={
            <Switch
              checked={isPinned('total')}
              onChange={(event) => toggle('total', 'right', event.target.checked)}
            />
          }
          label="Pin the year total to the end"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        Pinned at the start: {(pinnedColumns.left ?? []).join(', ') || 'none'}. Pinned at the end:{' '}
        {(pinnedColumns.right ?? []).join(', ') || 'none'}.
      </Typography>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
        />
      </Box>
    </Stack>
  );
}
