import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  copies: number;
}

const rows: Book[] = [
  { id: 1, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, copies: 4 },
  {
    id: 2,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    copies: 0,
  },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, copies: 2 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, copies: 5 },
  { id: 5, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', year: 1967, copies: 1 },
  { id: 6, title: 'Midnight’s Children', author: 'Salman Rushdie', year: 1981, copies: 0 },
  { id: 7, title: 'The God of Small Things', author: 'Arundhati Roy', year: 1997, copies: 3 },
  { id: 8, title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005, copies: 6 },
  { id: 9, title: 'Invisible Cities', author: 'Italo Calvino', year: 1972, copies: 2 },
  { id: 10, title: 'The Handmaid’s Tale', author: 'Margaret Atwood', year: 1985, copies: 0 },
  { id: 11, title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955, copies: 1 },
  { id: 12, title: 'Norwegian Wood', author: 'Haruki Murakami', year: 1987, copies: 4 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 160 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: ({ value }) => String(value),
  },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

export default function StyledSelectionGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        [`& .${gridClasses.row}.Mui-selected`]: {
          backgroundColor: theme.vars
            ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.16)`
            : alpha(theme.palette.secondary.main, 0.16),
          boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette.secondary.main}`,
          '&:hover': {
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.24)`
              : alpha(theme.palette.secondary.main, 0.24),
          },
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        aria-label="Books with a custom selection color"
      />
    </Box>
  );
}
