import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

// The shape your API returns: no `id` field, but a unique ISO code.
interface Country {
  isoCode: string;
  name: string;
  capital: string;
  population: number;
}

const COUNTRIES: Country[] = [
  { isoCode: 'CA', name: 'Canada', capital: 'Ottawa', population: 40097761 },
  { isoCode: 'CL', name: 'Chile', capital: 'Santiago', population: 19629590 },
  { isoCode: 'GH', name: 'Ghana', capital: 'Accra', population: 34121985 },
  { isoCode: 'JP', name: 'Japan', capital: 'Tokyo', population: 124516650 },
  { isoCode: 'NZ', name: 'New Zealand', capital: 'Wellington', population: 5223100 },
  { isoCode: 'PT', name: 'Portugal', capital: 'Lisbon', population: 10467366 },
];

// Stands in for `fetch('/api/countries').then((response) => response.json())`.
function fetchCountries(): Promise<Country[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(COUNTRIES), 700);
  });
}

const getRowId: GridRowIdGetter<Country> = (row) => row.isoCode;

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'capital', headerName: 'Capital', width: 140 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function FetchedCountriesGrid() {
  const [rows, setRows] = React.useState<Country[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requestCount, setRequestCount] = React.useState(0);

  React.useEffect(() => {
    // Ignore the answer if the component unmounts (or asks again) before it arrives.
    let active = true;
    setLoading(true);
    fetchCountries().then((data) => {
      if (active) {
        setRows(data);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [requestCount]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setRequestCount((count) => count + 1)}>
          Reload
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          loading={loading}
          aria-label="Countries loaded from an API"
        />
      </Box>
    </Box>
  );
}
