import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel, GridToolbar } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
}

const FIRST_NAMES = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hiro'];
const LAST_NAMES = ['Novak', 'Silva', 'Okoye', 'Larsen', 'Kaur', 'Moreno', 'Tanaka'];
const DEPARTMENTS = ['Finance', 'Engineering', 'Marketing', 'Support', 'Legal'];

/** The "database": 300 employees that live on the server. */
const DATABASE: Employee[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 5) % LAST_NAMES.length]}`,
  department: DEPARTMENTS[(index * 3) % DEPARTMENTS.length],
  salary: 42000 + ((index * 7919) % 60000),
}));

/** Stands in for `POST /employees/search`: applies the first filter item on the server side. */
function searchEmployees(filterModel: GridFilterModel): Promise<Employee[]> {
  const item = filterModel.items[0];
  const matches = (employee: Employee) => {
    if (!item || item.value === undefined || item.value === '') {
      return true;
    }
    const cell = employee[item.field as keyof Employee];
    switch (item.operator) {
      case 'contains':
        return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
      case 'equals':
      case 'is':
        return String(cell).toLowerCase() === String(item.value).toLowerCase();
      case '>':
        return Number(cell) > Number(item.value);
      case '<':
        return Number(cell) < Number(item.value);
      default:
        return true;
    }
  };
  return new Promise((resolve) => {
    setTimeout(() => resolve(DATABASE.filter(matches).slice(0, 100)), 400);
  });
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 150,
  },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
    width: 150,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ServerSideFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    searchEmployees(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {loading ? 'Asking the server…' : `The server returned ${rows.length} employees.`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          slots={{ toolbar: GridToolbar }}
          aria-label="Employees filtered on the server"
        />
      </Box>
    </Box>
  );
}
