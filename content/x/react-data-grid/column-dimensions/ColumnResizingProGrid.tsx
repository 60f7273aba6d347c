import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  city: string;
  company: string;
}

const rows: Contact[] = [
  {
    id: 1,
    name: 'Aiyana Whitehorse',
    email: 'aiyana@northwind.example',
    city: 'Winnipeg',
    company: 'Northwind Traders',
  },
  { id: 2, name: 'Bo Li', email: 'bo.li@globex.example', city: 'Chengdu', company: 'Globex' },
  {
    id: 3,
    name: 'Chiara Esposito',
    email: 'chiara.esposito@initech.example',
    city: 'Naples',
    company: 'Initech',
  },
  {
    id: 4,
    name: 'Dmitri Volkov',
    email: 'dmitri@umbrella.example',
    city: 'Kazan',
    company: 'Umbrella Corporation',
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 120, minWidth: 80 },
  { field: 'email', headerName: 'Email', width: 120, maxWidth: 320 },
  { field: 'city', headerName: 'City', width: 100, resizable: false },
  { field: 'company', headerName: 'Company', width: 120 },
];

export default function ColumnResizingProGrid() {
  const apiRef = useGridApiRef();
  const [lastResize, setLastResize] = React.useState('Drag the edge of a header to resize it.');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}
        >
          Autosize columns
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {lastResize}
        </Typography>
      </Stack>
      <Box sx={{ height: 280, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnWidthChange={(params) =>
            setLastResize(`${params.colDef.headerName} is now ${Math.round(params.width)} px wide.`)
          }
        />
      </Box>
    </Stack>
  );
}
