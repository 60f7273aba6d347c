import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
  delay: number;
}

const flights: Flight[] = [
  { id: 'LH 402', destination: 'Newark', departure: '08:05', gate: 'B22', delay: 0 },
  { id: 'AF 1019', destination: 'Paris', departure: '08:40', gate: 'A4', delay: 25 },
  { id: 'BA 915', destination: 'London', departure: '09:15', gate: 'A12', delay: 5 },
  { id: 'SQ 325', destination: 'Singapore', departure: '10:30', gate: 'C8', delay: 0 },
  { id: 'TK 1590', destination: 'Istanbul', departure: '11:05', gate: 'B3', delay: 40 },
  { id: 'EK 46', destination: 'Dubai', departure: '12:20', gate: 'C14', delay: 10 },
  { id: 'IB 3145', destination: 'Madrid', departure: '13:00', gate: 'A7', delay: 0 },
  { id: 'LX 1071', destination: 'Zurich', departure: '13:35', gate: 'A2', delay: 15 },
  { id: 'KL 1764', destination: 'Amsterdam', departure: '14:10', gate: 'B9', delay: 0 },
  { id: 'OS 122', destination: 'Vienna', departure: '15:45', gate: 'A9', delay: 55 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 110 },
];

const SORT_CHOICES: Record<string, GridSortModel> = {
  departure: [{ field: 'departure', sort: 'asc' }],
  delay: [{ field: 'delay', sort: 'desc' }],
  destination: [{ field: 'destination', sort: 'asc' }],
};

export default function ControlledModelsGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(SORT_CHOICES.departure);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });

  // The select shows the grid's sort when it matches one of its choices.
  const sortChoice =
    Object.keys(SORT_CHOICES).find(
      (key) => JSON.stringify(SORT_CHOICES[key]) === JSON.stringify(sortModel),
    ) ?? '';
  const delayedOnly = filterModel.items.some((item) => item.field === 'delay');

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <TextField
          select
          size="small"
          label="Sort by"
          value={sortChoice}
          onChange={(event) => setSortModel(SORT_CHOICES[event.target.value])}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="departure">Departure time</MenuItem>
          <MenuItem value="delay">Longest delay</MenuItem>
          <MenuItem value="destination">Destination</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Show"
          value={delayedOnly ? 'delayed' : 'all'}
          onChange={(event) =>
            setFilterModel({
              items:
                event.target.value === 'delayed'
                  ? [{ id: 'delayed', field: 'delay', operator: '>', value: 0 }]
                  : [],
            })
          }
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="all">All flights</MenuItem>
          <MenuItem value="delayed">Delayed only</MenuItem>
        </TextField>
        <Typography variant="body2" color="text.secondary" role="status">
          Page {paginationModel.page + 1}, {paginationModel.pageSize} per page
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={flights}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          aria-label="Departures"
        />
      </Box>
    </Box>
  );
}
