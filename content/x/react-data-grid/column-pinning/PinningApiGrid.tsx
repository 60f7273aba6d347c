import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumns,
  GridPinnedPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Station {
  id: number;
  station: string;
  region: string;
  temperature: number;
  humidity: number;
  windKmh: number;
  rainMm: number;
  pressure: number;
  updated: string;
}

const rows: Station[] = [
  {
    id: 1,
    station: 'Bergen Florida',
    region: 'Vestland',
    temperature: 11.4,
    humidity: 87,
    windKmh: 22,
    rainMm: 6.2,
    pressure: 1004,
    updated: '10:20',
  },
  {
    id: 2,
    station: 'Oslo Blindern',
    region: 'Oslo',
    temperature: 14.9,
    humidity: 61,
    windKmh: 9,
    rainMm: 0,
    pressure: 1013,
    updated: '10:20',
  },
  {
    id: 3,
    station: 'Tromsø',
    region: 'Troms',
    temperature: 6.1,
    humidity: 74,
    windKmh: 31,
    rainMm: 1.4,
    pressure: 998,
    updated: '10:10',
  },
  {
    id: 4,
    station: 'Trondheim Voll',
    region: 'Trøndelag',
    temperature: 10.2,
    humidity: 69,
    windKmh: 14,
    rainMm: 0.3,
    pressure: 1009,
    updated: '10:20',
  },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 160 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 130 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 120 },
  { field: 'pressure', headerName: 'Pressure (hPa)', type: 'number', width: 140 },
  { field: 'updated', headerName: 'Updated', width: 110 },
];

const initialPinned: GridPinnedColumns = { left: ['station'] };

export default function PinningApiGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('temperature');
  // Mirrors the grid's model, for the status line and the buttons' state.
  const [pinned, setPinned] = React.useState<GridPinnedColumns>(initialPinned);
  const side = pinned.left?.includes(field) ? 'left' : pinned.right?.includes(field) && 'right';

  return (
    <Stack spacing={1} sx={{ height: 420 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="pin-column-label">Column</InputLabel>
          <Select
            labelId="pin-column-label"
            label="Column"
            value={field}
            onChange={(event) => setField(event.target.value)}
          >
            {columns.map((column) => (
              <MenuItem key={column.field} value={column.field}>
                {column.headerName}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          size="small"
          disabled={side === 'left'}
          onClick={() => apiRef.current.pinColumn(field, GridPinnedPosition.left)}
        >
          Pin to start
        </Button>
        <Button
          size="small"
          disabled={side === 'right'}
          onClick={() => apiRef.current.pinColumn(field, GridPinnedPosition.right)}
        >
          Pin to end
        </Button>
        <Button size="small" disabled={!side} onClick={() => apiRef.current.unpinColumn(field)}>
          Unpin
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        pinnedColumns: {JSON.stringify(pinned)}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: initialPinned }}
          // Reports changes from the buttons and from the column menu alike.
          onPinnedColumnsChange={setPinned}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
