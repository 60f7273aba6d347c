import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const books: Book[] = [
  { id: 1, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 2, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', year: 1967 },
  { id: 3, title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', year: 2006 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 5, title: 'Beloved', author: 'Toni Morrison', year: 1987 },
  { id: 6, title: 'Norwegian Wood', author: 'Haruki Murakami', year: 1987 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function CsvPreviewApiGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={books}
          columns={columns}
          slots={{ toolbar: SearchToolbar }}
          hideFooter
          aria-label="Books"
        />
      </Box>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        // Same options as the CSV export, returned as a string instead of a download.
        onClick={() => setCsv(apiRef.current.getDataAsCsv({ delimiter: ';' }))}
      >
        Show the CSV of this view
      </Button>
      <TextField
        label="CSV"
        multiline
        minRows={4}
        maxRows={6}
        value={csv}
        InputProps={{ readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } }}
      />
    </Box>
  );
}
