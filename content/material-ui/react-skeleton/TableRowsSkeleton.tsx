import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const invoices = [
  { id: 'INV-2038', client: 'Bluebird Bakery', amount: '$1,240.00', status: 'Paid' },
  { id: 'INV-2039', client: 'Northwind Travel', amount: '$860.50', status: 'Overdue' },
  { id: 'INV-2040', client: 'Lumen Studio', amount: '$3,100.00', status: 'Draft' },
];

export default function TableRowsSkeleton() {
  const [loading, setLoading] = React.useState(false);

  const reload = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Invoices" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Client</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {/* Same number of rows and columns while loading: the table keeps its height. */}
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                {loading ? (
                  [70, 140, 80, 60].map((width, index) => (
                    <TableCell key={width} align={index === 2 ? 'right' : 'left'}>
                      <Skeleton width={width} sx={{ display: 'inline-block' }} />
                    </TableCell>
                  ))
                ) : (
                  <React.Fragment>
                    <TableCell>{invoice.id}</TableCell>
                    <TableCell>{invoice.client}</TableCell>
                    <TableCell align="right">{invoice.amount}</TableCell>
                    <TableCell>{invoice.status}</TableCell>
                  </React.Fragment>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button size="small" onClick={reload} disabled={loading} sx={{ m: 1 }}>
        Reload invoices
      </Button>
    </Paper>
  );
}
