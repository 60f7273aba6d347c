import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  managerId: number | null;
  name: string;
  title: string;
  location: string;
}

// The shape most APIs return: each person points to their manager, there is no path.
const employees: Employee[] = [
  { id: 1, managerId: null, name: 'Helena Brandt', title: 'Chief executive', location: 'Zurich' },
  { id: 2, managerId: 1, name: 'Marcus Obi', title: 'VP engineering', location: 'London' },
  { id: 3, managerId: 1, name: 'Aiko Tanaka', title: 'VP sales', location: 'Tokyo' },
  { id: 4, managerId: 2, name: 'Rafael Costa', title: 'Engineering manager', location: 'Lisbon' },
  { id: 5, managerId: 4, name: 'Freya Lund', title: 'Frontend engineer', location: 'Oslo' },
  { id: 6, managerId: 4, name: 'Sami Haddad', title: 'Backend engineer', location: 'Lisbon' },
  {
    id: 7,
    managerId: 2,
    name: 'Ivy Walsh',
    title: 'Site reliability engineer',
    location: 'Dublin',
  },
  { id: 8, managerId: 3, name: 'Diego Alvarez', title: 'Account executive', location: 'Madrid' },
  { id: 9, managerId: 3, name: 'Mei Lin', title: 'Sales engineer', location: 'Singapore' },
];

interface EmployeeRow extends Employee {
  path: string[];
}

// Walk up the managers once, when the data arrives, and store each row's path.
// Ids are used as path keys: two people may share a name, never an id.
function withPaths(rows: Employee[]): EmployeeRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: Employee): string[] => {
    const manager = row.managerId == null ? undefined : byId.get(row.managerId);
    return manager ? [...pathOf(manager), String(row.id)] : [String(row.id)];
  };
  return rows.map((row) => ({ ...row, path: pathOf(row) }));
}

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function ParentIdTreeGrid() {
  const rows = React.useMemo(() => withPaths(employees), []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        // The path holds ids; show the person's name in the tree instead.
        groupingColDef={{
          headerName: 'Name',
          width: 260,
          valueGetter: ({ row }) => (row as EmployeeRow).name,
        }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
