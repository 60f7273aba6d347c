import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridEventListener,
  GridRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

type GroupField = 'department' | 'office';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  role: string;
}

interface GridRow {
  id: string;
  path: string[];
  /** Filled by the server on group rows: the number of employees in the group. */
  headcount?: number;
  role?: string;
  groupKey?: string;
}

// --- A simulated server that groups on its side and sends groups, then their members. ---
const names = ['Aiko', 'Bram', 'Celia', 'Dawit', 'Emre', 'Freya', 'Gil', 'Hana', 'Ivo', 'Jade'];
const departments = ['Engineering', 'Finance', 'Support'];
const offices = ['Berlin', 'Nairobi', 'Toronto'];
const roles = ['Analyst', 'Lead', 'Specialist', 'Manager'];
const database: Employee[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % 10]} ${String.fromCharCode(65 + ((index * 7) % 26))}.`,
  department: departments[(index * 2) % 3],
  office: offices[Math.floor(index / 3) % 3],
  role: roles[(index * 3) % 4],
}));

const wait = () => new Promise((resolve) => setTimeout(resolve, 600));

/** Like `SELECT field, COUNT(*) GROUP BY field`. */
async function fetchGroups(field: GroupField) {
  await wait();
  const counts = new Map<string, number>();
  database.forEach((employee) =>
    counts.set(employee[field], (counts.get(employee[field]) ?? 0) + 1),
  );
  return Array.from(counts, ([key, headcount]) => ({ key, headcount }));
}

async function fetchMembers(field: GroupField, key: string) {
  await wait();
  return database.filter((employee) => employee[field] === key);
}
// --- End of the simulated server. ---

/** A group row, with a placeholder child until its members are loaded. */
const groupRows = (groups: { key: string; headcount: number }[]): GridRow[] =>
  groups.flatMap(({ key, headcount }) => [
    { id: `group/${key}`, path: [key], headcount, groupKey: key },
    { id: `group/${key}/…`, path: [key, 'Loading…'] },
  ]);

const columns: GridColDef<GridRow>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 120 },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 120 },
];

const getTreeDataPath: DataGridProProps<GridRow>['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Group',
  width: 220,
  // The count of loaded children would be wrong before loading: show the server's headcount instead.
  hideDescendantCount: true,
};

export default function GroupsOnDemandGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState<GroupField>('department');
  const [rows, setRows] = React.useState<GridRow[]>([]);
  const [loading, setLoading] = React.useState(true);
  const requested = React.useRef(new Set<string>());
  // Changes with the grouping field, to drop members that arrive after a regrouping.
  const generation = React.useRef(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    requested.current.clear();
    generation.current += 1;
    fetchGroups(field).then((groups) => {
      if (active) {
        setRows(groupRows(groups));
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [field]);

  const handleExpansion = React.useCallback<GridEventListener<'rowExpansionChange'>>(
    async (node) => {
      const row = apiRef.current.getRow(node.id) as GridRow | null;
      const key = row?.groupKey;
      if (!node.childrenExpanded || key === undefined || requested.current.has(key)) {
        return;
      }
      requested.current.add(key);
      const requestGeneration = generation.current;
      const members = await fetchMembers(field, key);
      if (requestGeneration !== generation.current) {
        return;
      }
      const changes: GridRowModel[] = [
        ...members.map((employee) => ({
          id: `employee/${employee.id}`,
          path: [key, employee.name],
          role: employee.role,
        })),
        { id: `group/${key}/…`, _action: 'delete' },
      ];
      apiRef.current.updateRows(changes);
    },
    [apiRef, field],
  );
  React.useEffect(
    () => apiRef.current.subscribeEvent('rowExpansionChange', handleExpansion),
    [apiRef, handleExpansion],
  );

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Group by"
        value={field}
        onChange={(event) => setField(event.target.value as GroupField)}
        sx={{ width: 200 }}
      >
        <MenuItem value="department">Department</MenuItem>
        <MenuItem value="office">Office</MenuItem>
      </TextField>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          loading={loading}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
