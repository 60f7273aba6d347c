import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  continent: string;
  population: number;
}

const rows: City[] = [
  { id: 1, city: 'Lisbon', country: 'Portugal', continent: 'Europe', population: 545 },
  { id: 2, city: 'Nairobi', country: 'Kenya', continent: 'Africa', population: 4397 },
  { id: 3, city: 'Montréal', country: 'Canada', continent: 'America', population: 1762 },
  { id: 4, city: 'Hanoi', country: 'Vietnam', continent: 'Asia', population: 8054 },
  { id: 5, city: 'Kraków', country: 'Poland', continent: 'Europe', population: 803 },
  { id: 6, city: 'Valparaíso', country: 'Chile', continent: 'America', population: 296 },
  { id: 7, city: 'Tbilisi', country: 'Georgia', continent: 'Asia', population: 1202 },
  { id: 8, city: 'Ghent', country: 'Belgium', continent: 'Europe', population: 265 },
  { id: 9, city: 'Accra', country: 'Ghana', continent: 'Africa', population: 2557 },
  { id: 10, city: 'Bergen', country: 'Norway', continent: 'Europe', population: 286 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'continent', headerName: 'Continent', width: 120 },
  { field: 'population', headerName: 'Population (k)', type: 'number', width: 140 },
];

export default function ApiRefButtonsGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Use the buttons, or the grid itself.');

  const sortByPopulation = () => {
    apiRef.current.setSortModel([{ field: 'population', sort: 'desc' }]);
  };

  const showEurope = () => {
    apiRef.current.setFilterModel({
      items: [{ field: 'continent', operator: 'equals', value: 'Europe' }],
    });
  };

  const reset = () => {
    apiRef.current.setSortModel([]);
    apiRef.current.setFilterModel({ items: [] });
  };

  const readTopRow = () => {
    // Reading is just as direct: a selector gives the rows in display order.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const top = apiRef.current.getRow(ids[0]) as City | null;
    setMessage(top ? `On top: ${top.city} (${ids.length} rows shown).` : 'No row is shown.');
  };

  const focusLastRow = () => {
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    apiRef.current.scrollToIndexes({ rowIndex: ids.length - 1, colIndex: 0 });
    apiRef.current.setCellFocus(ids[ids.length - 1], 'city');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={sortByPopulation}>
          Sort by population
        </Button>
        <Button size="small" variant="outlined" onClick={showEurope}>
          Only Europe
        </Button>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset
        </Button>
        <Button size="small" variant="outlined" onClick={readTopRow}>
          Which city is on top?
        </Button>
        <Button size="small" variant="outlined" onClick={focusLastRow}>
          Focus the last row
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
