import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellParams,
  GridColDef,
  gridFocusCellSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  startYear: number;
}

const names = [
  'Aiko Mori',
  'Ben Carter',
  'Chiara Rossi',
  'Dmitri Volkov',
  'Esra Demir',
  'Femi Ade',
];
const teams = ['Design', 'Platform', 'Support', 'Sales'];
const offices = ['Lisbon', 'Nairobi', 'Toronto', 'Seoul'];

const rows: Employee[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${index + 1}`,
  team: teams[index % teams.length],
  office: offices[(index * 3) % offices.length],
  startYear: 2008 + ((index * 5) % 16),
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startYear', headerName: 'Start year', type: 'number', width: 110 },
];

const navigationKeys = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  ' ',
  'Tab',
];

export default function KeyboardNavigationGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState('Click a cell or Tab into the grid, then use the keys.');

  // Read the grid's focused cell after each key: that is where the key took focus.
  const handleKeyUp = (event: React.KeyboardEvent) => {
    if (!navigationKeys.includes(event.key)) {
      return;
    }
    const cell = gridFocusCellSelector(apiRef);
    if (!cell) {
      setLog(`${event.key === ' ' ? 'Space' : event.key}: focus is on a column header.`);
      return;
    }
    const position = apiRef.current.getRowIndexRelativeToVisibleRows(cell.id) + 1;
    const header = apiRef.current.getColumn(cell.field).headerName ?? cell.field;
    setLog(
      `${event.key === ' ' ? 'Space' : event.key}: focus on row ${position} of ${rows.length}, column "${header}".`,
    );
  };

  const handleCellKeyDown = (params: GridCellParams, event: React.KeyboardEvent) => {
    // Example of a custom key: Ctrl+I (or Cmd+I) announces the cell's full row.
    if ((event.ctrlKey || event.metaKey) && event.key === 'i') {
      event.preventDefault();
      const row = params.row as Employee;
      setLog(`${row.name}, ${row.team}, ${row.office}, since ${row.startYear}.`);
      event.stopPropagation();
    }
  };

  return (
    <Stack spacing={1}>
      <Typography
        variant="body2"
        role="status"
        aria-live="polite"
        data-testid="keyboard-log"
        sx={{ minHeight: 24 }}
      >
        {log}
      </Typography>
      <Box sx={{ height: 340, width: '100%' }} onKeyUp={handleKeyUp}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
          onCellKeyDown={handleCellKeyDown}
          aria-label="Employees"
          experimentalFeatures={{ ariaV7: true }}
        />
      </Box>
    </Stack>
  );
}
