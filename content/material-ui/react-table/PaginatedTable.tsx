import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

interface Invoice {
  number: string;
  customer: string;
  issued: string;
  amount: number;
}

const customers = [
  'Northwind Traders',
  'Blue Harbor Café',
  'Kestrel Labs',
  'Maple & Birch',
  'Orbit Cycles',
];

// 57 invoices built from fixed rules, so the server and the browser render the same rows.
const invoices: Invoice[] = Array.from({ length: 57 }, (_, index) => ({
  number: `INV-2024-${String(index + 1).padStart(3, '0')}`,
  customer: customers[index % customers.length],
  issued: `2024-${String((index % 12) + 1).padStart(2, '0')}-${String(((index * 7) % 28) + 1).padStart(2, '0')}`,
  amount: 120 + ((index * 379) % 2400),
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function PaginatedTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const handleRowsPerPageChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setRowsPerPage(Number(event.target.value));
    setPage(0);
  };

  const visibleInvoices = invoices.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table sx={{ minWidth: 520 }} aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Issued</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visibleInvoices.map((invoice) => (
              <TableRow key={invoice.number}>
                <TableCell component="th" scope="row">
                  {invoice.number}
                </TableCell>
                <TableCell>{invoice.customer}</TableCell>
                <TableCell>{invoice.issued}</TableCell>
                <TableCell align="right">{currency.format(invoice.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={invoices.length}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={handleRowsPerPageChange}
        rowsPerPageOptions={[5, 10, 25]}
        showFirstButton
        showLastButton
      />
    </Paper>
  );
}
