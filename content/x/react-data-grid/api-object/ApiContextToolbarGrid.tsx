import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  gridDensityValueSelector,
  gridExpandedRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const rows: Book[] = [
  { id: 1, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958 },
  { id: 2, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 3, title: 'Beloved', author: 'Toni Morrison', year: 1987 },
  { id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989 },
  { id: 5, title: 'Wolf Hall', author: 'Hilary Mantel', year: 2009 },
  { id: 6, title: 'Americanah', author: 'Chimamanda Ngozi Adichie', year: 2013 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

// A slot component: it is rendered inside the grid, so it can use the grid's context.
function ReadingListToolbar() {
  const apiRef = useGridApiContext();
  // useGridSelector re-renders this component when the selected value changes.
  const density = useGridSelector(apiRef, gridDensityValueSelector);
  const shownRows = useGridSelector(apiRef, gridExpandedRowCountSelector);

  return (
    <GridToolbarContainer sx={{ gap: 1, px: 1 }}>
      <Button
        size="small"
        onClick={() => apiRef.current.setDensity(density === 'compact' ? 'standard' : 'compact')}
      >
        {density === 'compact' ? 'Standard rows' : 'Compact rows'}
      </Button>
      <Button size="small" onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'books' })}>
        Download CSV
      </Button>
      <Button
        size="small"
        onClick={() =>
          apiRef.current.setFilterModel({ items: [{ field: 'year', operator: '>=', value: 2000 }] })
        }
      >
        Since 2000
      </Button>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        All books
      </Button>
      <Box component="span" sx={{ ml: 'auto', typography: 'body2' }} role="status">
        {shownRows} books
      </Box>
    </GridToolbarContainer>
  );
}

export default function ApiContextToolbarGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ReadingListToolbar }} hideFooter />
    </Box>
  );
}
