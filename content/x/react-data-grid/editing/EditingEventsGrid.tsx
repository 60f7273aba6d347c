import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
}

const rows: City[] = [
  { id: 1, city: 'Porto', country: 'Portugal', population: 231800 },
  { id: 2, city: 'Gdańsk', country: 'Poland', population: 486000 },
  { id: 3, city: 'Valparaíso', country: 'Chile', population: 296600 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130, editable: true },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130, editable: true },
  { field: 'population', headerName: 'Population', type: 'number', width: 130, editable: true },
];

export default function EditingEventsGrid() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 6));

  const handleStart: GridEventListener<'cellEditStart'> = (params) =>
    add(`cellEditStart: ${params.field} of row ${params.id} (reason: ${params.reason})`);
  const handleStop: GridEventListener<'cellEditStop'> = (params) =>
    add(`cellEditStop: ${params.field} of row ${params.id} (reason: ${params.reason})`);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          hideFooter
          aria-label="Cities with an editing event log"
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Event log
      </Typography>
      <List dense aria-live="polite" sx={{ fontFamily: 'monospace', minHeight: 48 }}>
        {log.length === 0 ? (
          <ListItem>Start editing a cell: double-click it, or press Enter or type.</ListItem>
        ) : (
          log.map((line, index) => <ListItem key={`${index}-${line}`}>{line}</ListItem>)
        )}
      </List>
    </Box>
  );
}
