import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Country {
  id: string;
  name: string;
  capital: string;
  population: number;
  area: number;
}

const rows: Country[] = [
  { id: 'PT', name: 'Portugal', capital: 'Lisbon', population: 10.4, area: 92212 },
  { id: 'KE', name: 'Kenya', capital: 'Nairobi', population: 55.1, area: 580367 },
  { id: 'NZ', name: 'New Zealand', capital: 'Wellington', population: 5.2, area: 268021 },
  { id: 'UY', name: 'Uruguay', capital: 'Montevideo', population: 3.4, area: 176215 },
];

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', width: 140 },
  { field: 'capital', headerName: 'Capital', width: 130 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 130 },
];

const INITIAL_ORDER = ['name', 'population', 'area', 'capital'];

export default function ColumnOrderControlsGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('capital');

  const move = (offset: number) => {
    const index = apiRef.current.getColumnIndex(field);
    const last = apiRef.current.getAllColumns().length - 1;
    apiRef.current.setColumnIndex(field, Math.min(Math.max(index + offset, 0), last));
  };

  const reset = () => {
    INITIAL_ORDER.forEach((orderedField, index) =>
      apiRef.current.setColumnIndex(orderedField, index),
    );
  };

  return (
    <Stack spacing={2}>
      {/* A keyboard alternative to dragging headers. */}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="column-to-move-label">Column to move</InputLabel>
          <Select
            labelId="column-to-move-label"
            label="Column to move"
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
        <Button size="small" variant="outlined" onClick={() => move(-1)}>
          Move earlier
        </Button>
        <Button size="small" variant="outlined" onClick={() => move(1)}>
          Move later
        </Button>
        <Button size="small" onClick={reset}>
          Reset order
        </Button>
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ columns: { orderedFields: INITIAL_ORDER } }}
        />
      </Box>
    </Stack>
  );
}
