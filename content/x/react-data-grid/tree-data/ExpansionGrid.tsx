import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridGroupNode,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  /** The chain of managers down to the employee. */
  hierarchy: string[];
  jobTitle: string;
  team: string;
}

const rows: Employee[] = [
  { id: 1, hierarchy: ['Amara Okafor'], jobTitle: 'Chief Executive', team: 'Board' },
  {
    id: 2,
    hierarchy: ['Amara Okafor', 'Lena Fischer'],
    jobTitle: 'VP Engineering',
    team: 'Engineering',
  },
  {
    id: 3,
    hierarchy: ['Amara Okafor', 'Lena Fischer', 'Kenji Sato'],
    jobTitle: 'Platform lead',
    team: 'Engineering',
  },
  {
    id: 4,
    hierarchy: ['Amara Okafor', 'Lena Fischer', 'Kenji Sato', 'Priya Nair'],
    jobTitle: 'Engineer',
    team: 'Engineering',
  },
  {
    id: 5,
    hierarchy: ['Amara Okafor', 'Lena Fischer', 'Kenji Sato', 'Tomás Ruiz'],
    jobTitle: 'Engineer',
    team: 'Engineering',
  },
  {
    id: 6,
    hierarchy: ['Amara Okafor', 'Lena Fischer', 'Chloé Martin'],
    jobTitle: 'Design lead',
    team: 'Design',
  },
  {
    id: 7,
    hierarchy: ['Amara Okafor', 'Lena Fischer', 'Chloé Martin', 'Ibrahim Haddad'],
    jobTitle: 'Designer',
    team: 'Design',
  },
  { id: 8, hierarchy: ['Amara Okafor', 'Sofia Rossi'], jobTitle: 'VP Sales', team: 'Sales' },
  {
    id: 9,
    hierarchy: ['Amara Okafor', 'Sofia Rossi', 'Noah Kim'],
    jobTitle: 'Account executive',
    team: 'Sales',
  },
  {
    id: 10,
    hierarchy: ['Amara Okafor', 'Sofia Rossi', 'Maya Cohen'],
    jobTitle: 'Account executive',
    team: 'Sales',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Employee',
  width: 260,
};

const teamById = new Map(rows.map((row) => [row.id, row.team]));

// Open the Engineering branch at first, whatever its depth; keep the others closed.
// Every manager here is a row of the data, so the group node's id is the row's id.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.depth === 0 || teamById.get(node.id as number) === 'Engineering';

export default function ExpansionGrid() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    // Every row with children, in the order of the data.
    rows.forEach((row) => {
      const node = apiRef.current.getRowNode(row.id);
      if (node?.type === 'group') {
        apiRef.current.setRowChildrenExpansion(row.id, expanded);
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
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
