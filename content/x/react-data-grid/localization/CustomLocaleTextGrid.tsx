import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridLocaleText, GridToolbar } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
}

const guests: Guest[] = [
  { id: 1, name: 'Aiko Yamada', table: 1 },
  { id: 2, name: 'Ben Carter', table: 1 },
  { id: 3, name: 'Chidi Eze', table: 2 },
  { id: 4, name: 'Dana Levi', table: 3 },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'table', headerName: 'Table', type: 'number', width: 100 },
];

// Only the keys you pass change; every other text keeps the default (English) value.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'No guests yet: send the invitations first.',
  toolbarDensity: 'Spacing',
  toolbarDensityCompact: 'Tight',
  toolbarDensityStandard: 'Normal',
  toolbarDensityComfortable: 'Airy',
  footerRowSelected: (count) => (count === 1 ? '1 guest checked in' : `${count} guests checked in`),
};

export default function CustomLocaleTextGrid() {
  const [rows, setRows] = React.useState<Guest[]>(guests);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        onClick={() => setRows((previous) => (previous.length === 0 ? guests : []))}
        sx={{ mb: 1 }}
      >
        {rows.length === 0 ? 'Restore guests' : 'Remove all guests'}
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          aria-label="Guest list with custom texts"
        />
      </Box>
    </Box>
  );
}
