import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Book {
  isbn: string;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const books: Book[] = [
  {
    isbn: '978-0-14-143951-8',
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    year: 1813,
    pages: 432,
  },
  {
    isbn: '978-0-06-112008-4',
    title: 'To Kill a Mockingbird',
    author: 'Harper Lee',
    year: 1960,
    pages: 336,
  },
  {
    isbn: '978-0-452-28423-4',
    title: 'Nineteen Eighty-Four',
    author: 'George Orwell',
    year: 1949,
    pages: 328,
  },
  {
    isbn: '978-0-7432-7356-5',
    title: 'The Great Gatsby',
    author: 'F. Scott Fitzgerald',
    year: 1925,
    pages: 180,
  },
  {
    isbn: '978-0-14-243723-0',
    title: 'Moby-Dick',
    author: 'Herman Melville',
    year: 1851,
    pages: 720,
  },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 560 }} aria-label="Classic novels">
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Author</TableCell>
            <TableCell align="right">Published</TableCell>
            <TableCell align="right">Pages</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {books.map((book) => (
            <TableRow key={book.isbn} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              <TableCell component="th" scope="row">
                {book.title}
              </TableCell>
              <TableCell>{book.author}</TableCell>
              <TableCell align="right">{book.year}</TableCell>
              <TableCell align="right">{book.pages}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
