import * as React from 'react';
import Box from '@mui/material/Box';
import Alert, { AlertProps } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  salary: number;
}

const initialRows: Employee[] = [
  { id: 1, name: 'Ines Duarte', role: 'Designer', salary: 61000 },
  { id: 2, name: 'Kwame Mensah', role: 'Engineer', salary: 83000 },
  { id: 3, name: 'Sofia Rossi', role: 'Product manager', salary: 90000 },
  { id: 4, name: 'Jonas Weber', role: 'Engineer', salary: 78000 },
  { id: 5, name: 'Leila Haddad', role: 'Support', salary: 52000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 140, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: ({ value }) => `$${Number(value).toLocaleString('en-US')}`,
  },
];

/** Stands in for a request to your API: it answers after a short delay and rejects bad rows. */
function saveEmployee(employee: Employee): Promise<Employee> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (employee.name.trim() === '') {
        reject(new Error('The name cannot be empty.'));
      } else if (employee.salary < 0) {
        reject(new Error('The salary cannot be negative.'));
      } else {
        resolve({ ...employee, name: employee.name.trim() });
      }
    }, 300);
  });
}

export default function ServerPersistenceGrid() {
  const [message, setMessage] = React.useState<Pick<AlertProps, 'children' | 'severity'> | null>(
    null,
  );

  const processRowUpdate = React.useCallback(async (newRow: Employee) => {
    const saved = await saveEmployee(newRow);
    setMessage({ children: `Saved ${saved.name}.`, severity: 'success' });
    return saved;
  }, []);

  const handleProcessRowUpdateError = React.useCallback((error: Error) => {
    setMessage({ children: error.message, severity: 'error' });
  }, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleProcessRowUpdateError}
        hideFooter
        aria-label="Employees saved to a server"
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={5000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {message ? <Alert {...message} onClose={() => setMessage(null)} /> : undefined}
      </Snackbar>
    </Box>
  );
}
