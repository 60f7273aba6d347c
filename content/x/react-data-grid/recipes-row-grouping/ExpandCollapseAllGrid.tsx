import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Hire {
  id: number;
  department: string;
  office: string;
  name: string;
}

const people: [string, string, string][] = [
  ['Engineering', 'Berlin', 'Lena Vogel'],
  ['Engineering', 'Berlin', 'Arjun Mehta'],
  ['Engineering', 'Lisbon', 'Marta Sousa'],
  ['Engineering', 'Lisbon', 'Pedro Alves'],
  ['Design', 'Berlin', 'Yuki Ito'],
  ['Design', 'Toronto', 'Noah Tremblay'],
  ['Sales', 'Toronto', 'Ava Singh'],
  ['Sales', 'Lisbon', 'Rui Costa'],
  ['Sales', 'Berlin', 'Jana Novak'],
];

const rows: Hire[] = people.map(([department, office, name], index) => ({
  id: index + 1,
  department,
  office,
  name,
}));

const columns: GridColDef<Hire>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
];

export default function ExpandCollapseAllGrid() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    // Every group node of the tree, at every depth, except the invisible root.
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['department', 'office'] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
