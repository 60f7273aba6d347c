import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColDef,
  GridCsvExportMenuItem,
  GridExportMenuItemProps,
  GridPrintExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  isbn: string;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    isbn: '9780441478125',
  },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, isbn: '9780807083697' },
  { id: 3, title: 'Piranesi', author: 'Susanna Clarke', year: 2020, isbn: '9781635575637' },
  {
    id: 4,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    year: 1989,
    isbn: '9780679731726',
  },
  { id: 5, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, isbn: '9780385474542' },
  {
    id: 6,
    title: 'Station Eleven',
    author: 'Emily St. John Mandel',
    year: 2014,
    isbn: '9780804172448',
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'isbn', headerName: 'ISBN', width: 150 },
];

function downloadFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Give the browser a moment to start the download before releasing the URL.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// A custom format: the rows the user sees (filtered and sorted), the visible columns only.
function JsonExportMenuItem({ hideMenu }: GridExportMenuItemProps<object>) {
  const apiRef = useGridApiContext();

  const handleClick = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    downloadFile(JSON.stringify(data, null, 2), 'reading-list.json', 'application/json');
    // Close the export menu, as the built-in items do.
    hideMenu?.();
  };

  return <MenuItem onClick={handleClick}>Download as JSON</MenuItem>;
}

function ExportToolbar() {
  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between' }}>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{ fileName: 'reading-list', delimiter: ';' }} />
        <JsonExportMenuItem />
        <GridPrintExportMenuItem options={{ hideFooter: true, hideToolbar: true }} />
      </GridToolbarExportContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function CustomExportMenuGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} />
    </Box>
  );
}
