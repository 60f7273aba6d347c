import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  /** Every folder above the entry, then its own name. */
  path: string[];
  kind: 'Folder' | 'File';
  size?: number;
  modified: string;
}

const rows: FileRow[] = [
  { id: 1, path: ['docs'], kind: 'Folder', modified: '2024-01-12' },
  {
    id: 2,
    path: ['docs', 'getting-started.md'],
    kind: 'File',
    size: 6_240,
    modified: '2024-01-12',
  },
  { id: 3, path: ['docs', 'changelog.md'], kind: 'File', size: 18_912, modified: '2024-01-09' },
  { id: 4, path: ['src'], kind: 'Folder', modified: '2024-01-15' },
  { id: 5, path: ['src', 'components'], kind: 'Folder', modified: '2024-01-15' },
  {
    id: 6,
    path: ['src', 'components', 'Button.tsx'],
    kind: 'File',
    size: 3_105,
    modified: '2024-01-15',
  },
  {
    id: 7,
    path: ['src', 'components', 'Dialog.tsx'],
    kind: 'File',
    size: 7_880,
    modified: '2024-01-11',
  },
  { id: 8, path: ['src', 'hooks'], kind: 'Folder', modified: '2024-01-08' },
  {
    id: 9,
    path: ['src', 'hooks', 'useToggle.ts'],
    kind: 'File',
    size: 640,
    modified: '2024-01-08',
  },
  { id: 10, path: ['src', 'index.ts'], kind: 'File', size: 212, modified: '2024-01-02' },
  { id: 11, path: ['package.json'], kind: 'File', size: 1_480, modified: '2024-01-14' },
];

const bytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte' });

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: ({ value }) =>
      typeof value === 'number' ? bytes.format(Math.max(1, Math.round(value / 1024))) : '',
  },
  { field: 'modified', headerName: 'Modified', width: 130 },
];

// Defined outside the component: a new function on every render would rebuild the tree.
const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  flex: 1,
  minWidth: 240,
};

export default function FileTreeGrid() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        // The top level starts expanded; deeper folders start collapsed.
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
