import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, DataGridProProps, GridColDef, GridToolbar } from '@mui/x-data-grid-pro';

interface CatalogRow {
  id: string;
  path: string[];
  material: string;
  price?: number;
}

const rows: CatalogRow[] = [
  { id: 'tables', path: ['Tables'], material: 'Oak' },
  { id: 'tables-dining', path: ['Tables', 'Dining table'], material: 'Oak', price: 890 },
  { id: 'tables-coffee', path: ['Tables', 'Coffee table'], material: 'Walnut', price: 340 },
  { id: 'tables-desk', path: ['Tables', 'Writing desk'], material: 'Birch', price: 420 },
  { id: 'chairs', path: ['Chairs'], material: 'Mixed' },
  { id: 'chairs-dining', path: ['Chairs', 'Dining chair'], material: 'Oak', price: 160 },
  { id: 'chairs-lounge', path: ['Chairs', 'Lounge chair'], material: 'Leather', price: 720 },
  { id: 'storage', path: ['Storage'], material: 'Mixed' },
  { id: 'storage-shelf', path: ['Storage', 'Bookshelf'], material: 'Pine', price: 210 },
  { id: 'storage-chest', path: ['Storage', 'Chest of drawers'], material: 'Walnut', price: 560 },
];

const columns: GridColDef<CatalogRow>[] = [
  { field: 'material', headerName: 'Material', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
];

const getTreeDataPath: DataGridProProps<CatalogRow>['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Product', width: 240 };

export default function TreeFilteringGrid() {
  const [childrenFiltering, setChildrenFiltering] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={childrenFiltering}
            onChange={(event) => setChildrenFiltering(event.target.checked)}
          />
        }
        label="Filter children too"
      />
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={!childrenFiltering}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['oak'] } } }}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
