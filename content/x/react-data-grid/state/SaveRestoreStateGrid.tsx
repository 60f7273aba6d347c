import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  GridToolbar,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  since: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Aiko Mori', team: 'Design', office: 'Tokyo', since: 2019 },
  { id: 2, name: 'Ben Carter', team: 'Sales', office: 'Chicago', since: 2015 },
  { id: 3, name: 'Chioma Eze', team: 'Engineering', office: 'Lagos', since: 2021 },
  { id: 4, name: 'Diego Ramos', team: 'Support', office: 'Madrid', since: 2017 },
  { id: 5, name: 'Elin Berg', team: 'Engineering', office: 'Oslo', since: 2012 },
  { id: 6, name: 'Farid Haddad', team: 'Finance', office: 'Dubai', since: 2020 },
  { id: 7, name: 'Grace Kim', team: 'Design', office: 'Seoul', since: 2016 },
  { id: 8, name: 'Hugo Lefèvre', team: 'Sales', office: 'Lyon', since: 2023 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'since', headerName: 'Since', type: 'number', width: 90 },
];

// Where the view is kept between visits.
const STORAGE_KEY = 'mui-x-docs-employees-view';

// The state the grid starts with on every load.
const initialState: GridInitialState = {
  columns: { columnVisibilityModel: { office: false } },
  pagination: { paginationModel: { pageSize: 5 } },
};

export default function SaveRestoreStateGrid() {
  const apiRef = useGridApiRef();
  const defaults = React.useRef<GridInitialState | null>(null);
  const [saved, setSaved] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState('');

  React.useEffect(() => {
    // localStorage exists only in the browser, so read it after the first render.
    setSaved(window.localStorage.getItem(STORAGE_KEY));
    // A snapshot of the starting view, for the reset button.
    defaults.current = apiRef.current.exportState();
  }, [apiRef]);

  const saveView = () => {
    const json = JSON.stringify(apiRef.current.exportState());
    window.localStorage.setItem(STORAGE_KEY, json);
    setSaved(json);
    setMessage('View saved.');
  };

  const restoreView = () => {
    if (saved) {
      apiRef.current.restoreState(JSON.parse(saved) as GridInitialState);
      setMessage('Saved view restored.');
    }
  };

  const resetView = () => {
    if (defaults.current) {
      apiRef.current.restoreState(defaults.current);
      setMessage('Starting view restored.');
    }
  };

  const forgetView = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setSaved(null);
    setMessage('Saved view deleted.');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Button size="small" variant="contained" onClick={saveView}>
          Save view
        </Button>
        <Button size="small" variant="outlined" onClick={restoreView} disabled={!saved}>
          Restore saved view
        </Button>
        <Button size="small" variant="outlined" onClick={resetView}>
          Reset
        </Button>
        <Button size="small" onClick={forgetView} disabled={!saved}>
          Delete saved view
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 450, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          pageSizeOptions={[5, 10]}
          slots={{ toolbar: GridToolbar }}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Saved view as JSON"
        sx={{
          m: 0,
          p: 1,
          maxHeight: 140,
          overflow: 'auto',
          typography: 'caption',
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {saved ? JSON.stringify(JSON.parse(saved), null, 2) : 'Nothing saved yet.'}
      </Box>
    </Stack>
  );
}
