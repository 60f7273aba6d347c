import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';

interface FileEntry {
  id: number;
  path: string[];
  sizeKb?: number;
  modified?: Date;
}

// Folders are rows too, without a size: their values come from the files below them.
const rows: FileEntry[] = [
  { id: 1, path: ['design'] },
  { id: 2, path: ['design', 'logo.svg'], sizeKb: 18, modified: new Date(2024, 3, 2) },
  { id: 3, path: ['design', 'brand-guide.pdf'], sizeKb: 4820, modified: new Date(2024, 1, 14) },
  { id: 4, path: ['design', 'mockups'] },
  { id: 5, path: ['design', 'mockups', 'home.fig'], sizeKb: 12600, modified: new Date(2024, 4, 9) },
  {
    id: 6,
    path: ['design', 'mockups', 'checkout.fig'],
    sizeKb: 9340,
    modified: new Date(2024, 4, 21),
  },
  { id: 7, path: ['finance'] },
  { id: 8, path: ['finance', 'budget-2024.xlsx'], sizeKb: 356, modified: new Date(2024, 0, 8) },
  { id: 9, path: ['finance', 'invoices'] },
  {
    id: 10,
    path: ['finance', 'invoices', 'march.pdf'],
    sizeKb: 212,
    modified: new Date(2024, 3, 1),
  },
  {
    id: 11,
    path: ['finance', 'invoices', 'april.pdf'],
    sizeKb: 198,
    modified: new Date(2024, 4, 2),
  },
  { id: 12, path: ['readme.txt'], sizeKb: 2, modified: new Date(2023, 10, 20) },
];

const columns: GridColDef<FileEntry>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 140,
    valueFormatter: ({ value }) => {
      if (value == null) {
        return '';
      }
      return value >= 1024 ? `${(value / 1024).toFixed(1)} MB` : `${value} kB`;
    },
  },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 150 },
];

const getTreeDataPath: DataGridPremiumProps['getTreeDataPath'] = (row) => row.path;

export default function TreeDataAggregationGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', width: 260 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
        hideFooter
      />
    </Box>
  );
}
