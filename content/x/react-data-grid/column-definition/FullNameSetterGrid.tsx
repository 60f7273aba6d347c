import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const initialRows: Contact[] = [
  { id: 1, firstName: 'Ines', lastName: 'Carvalho', email: 'ines.carvalho@example.com' },
  { id: 2, firstName: 'Kwame', lastName: 'Mensah', email: 'k.mensah@example.com' },
  { id: 3, firstName: 'Sofia', lastName: 'Lindqvist', email: 'sofia@example.org' },
  { id: 4, firstName: 'Arjun', lastName: 'Nair', email: 'arjun.nair@example.net' },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 180,
    editable: true,
    // Read: combine two row fields into one value.
    valueGetter: ({ row }) => `${row.firstName} ${row.lastName}`,
    // Write: split the edited value back into the two fields the row stores.
    valueSetter: ({ value, row }) => {
      const [firstName, ...rest] = String(value).trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    editable: true,
    // Whatever users type is stored in lower case, without surrounding spaces.
    valueParser: (value) =>
      String(value ?? '')
        .trim()
        .toLowerCase(),
  },
];

export default function FullNameSetterGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [lastSaved, setLastSaved] = React.useState<Contact | null>(null);

  const processRowUpdate = React.useCallback((newRow: Contact) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    setLastSaved(newRow);
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
          aria-label="Contacts with an editable full name"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Stored row after the last edit:
      </Typography>
      <Box
        component="pre"
        role="status"
        sx={{
          mt: 0.5,
          p: 1,
          minHeight: 40,
          fontSize: 12,
          bgcolor: 'action.hover',
          overflowX: 'auto',
        }}
      >
        {lastSaved ? JSON.stringify(lastSaved) : 'Double-click a full name or an email to edit it.'}
      </Box>
    </Box>
  );
}
