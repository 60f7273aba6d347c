import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridColDef,
  GridFilterInputSingleSelect,
  GridFilterOperator,
  GridSingleSelectColDef,
} from '@mui/x-data-grid';

const TAGS = ['accessibility', 'bug', 'design', 'docs', 'performance', 'security'];

/** Keeps the rows whose tag list includes the chosen tag. */
const hasTagOperator: GridFilterOperator = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (item) => {
    if (!item.value) {
      return null;
    }
    return ({ value }) => Array.isArray(value) && value.includes(item.value);
  },
  InputComponent: GridFilterInputSingleSelect,
  // The select input reads its options from the column's `valueOptions`.
  InputComponentProps: { type: 'singleSelect' },
};

/**
 * A column type for string arrays: chips on screen, a comma list in exports. It builds on
 * `singleSelect` for its `valueOptions`, which the filter's select input lists.
 */
const tagsColumnType: Omit<GridSingleSelectColDef, 'field'> = {
  type: 'singleSelect',
  valueOptions: TAGS,
  width: 260,
  // Text for the CSV export, the quick filter and copy: "bug, security".
  valueFormatter: ({ value }) => (Array.isArray(value) ? value.join(', ') : ''),
  // Rows with more tags first when sorting descending.
  sortComparator: (a: string[], b: string[]) => a.length - b.length,
  filterOperators: [hasTagOperator],
  renderCell: ({ value }) => (
    <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}>
      {(value as string[]).map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Box>
  ),
};

interface Issue {
  id: number;
  title: string;
  labels: string[];
  votes: number;
}

const issues: Issue[] = [
  {
    id: 1,
    title: 'Focus ring invisible on dark buttons',
    labels: ['accessibility', 'design'],
    votes: 42,
  },
  { id: 2, title: 'Login token stored in local storage', labels: ['security', 'bug'], votes: 31 },
  { id: 3, title: 'Table freezes with 10k rows', labels: ['performance', 'bug'], votes: 27 },
  { id: 4, title: 'Document the theming API', labels: ['docs'], votes: 18 },
  {
    id: 5,
    title: 'Dialog traps screen readers',
    labels: ['accessibility', 'bug', 'security'],
    votes: 12,
  },
  { id: 6, title: 'New empty states for lists', labels: ['design'], votes: 9 },
];

const columns: GridColDef<Issue>[] = [
  { field: 'title', headerName: 'Issue', flex: 1, minWidth: 220 },
  { field: 'labels', headerName: 'Labels', ...tagsColumnType },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 90 },
];

export default function TagsColumnTypeGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={issues}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'labels', operator: 'hasTag', value: 'bug' }] },
          },
        }}
        hideFooter
        aria-label="Issues with labels"
      />
    </Box>
  );
}
