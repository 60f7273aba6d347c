import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  office?: string | null;
  team?: string | null;
  role: string;
}

// Contractors have no team, and remote staff have no office at all.
const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', office: 'Berlin', team: 'Platform', role: 'Engineer' },
  { id: 2, name: 'Jonas Weber', office: 'Berlin', team: 'Platform', role: 'Tech lead' },
  { id: 3, name: 'Lea Hoffmann', office: 'Berlin', team: 'Design', role: 'Designer' },
  { id: 4, name: 'Tomás Ruiz', office: 'Berlin', team: null, role: 'Contractor' },
  { id: 5, name: 'Priya Nair', office: 'Toronto', team: 'Design', role: 'Researcher' },
  { id: 6, name: 'Liam Chen', office: 'Toronto', team: 'Support', role: 'Agent' },
  { id: 7, name: 'Sofia Rossi', office: 'Toronto', team: null, role: 'Contractor' },
  { id: 8, name: 'Kenji Sato', office: null, team: 'Platform', role: 'Engineer' },
  { id: 9, name: 'Nadia Haddad', role: 'Advisor' },
];

const UNASSIGNED = '(none)';

export default function MissingGroupValuesGrid() {
  const [bucket, setBucket] = React.useState(false);

  const columns = React.useMemo<GridColDef<Employee>[]>(() => {
    // Without a getter, a null or undefined value skips that grouping level.
    const groupingValueGetter = bucket
      ? ({ value }: { value?: string | null }) => value ?? UNASSIGNED
      : undefined;
    return [
      { field: 'name', headerName: 'Name', width: 160 },
      { field: 'office', headerName: 'Office', width: 120, groupingValueGetter },
      { field: 'team', headerName: 'Team', width: 120, groupingValueGetter },
      { field: 'role', headerName: 'Role', width: 130 },
    ];
  }, [bucket]);

  return (
    <Stack spacing={1} sx={{ height: 460 }}>
      <FormControlLabel
        control={<Switch checked={bucket} onChange={(event) => setBucket(event.target.checked)} />}
        label={`Collect missing values in a "${UNASSIGNED}" group`}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Office › Team', width: 220 }}
          initialState={{
            rowGrouping: { model: ['office', 'team'] },
            columns: { columnVisibilityModel: { office: false, team: false } },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
