import { useState } from 'react';
import { TablePagination, tablePaginationClasses } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const customers = [
  'Amara Okafor',
  'Lukas Weber',
  'Sofía Ramírez',
  'Hiro Tanaka',
  'Chloé Martin',
  'Ravi Patel',
  'Emma Nilsson',
];
const statuses = ['Paid', 'Shipped', 'Refunded', 'Paid', 'Pending'];

// 23 fixed orders, so the server and the browser render the same rows.
const orders = Array.from({ length: 23 }, (_, index) => ({
  id: `ORD-${1040 + index}`,
  customer: customers[index % customers.length],
  status: statuses[index % statuses.length],
  total: 18 + ((index * 37) % 240),
}));

export default function OrdersTablePagination() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);
  const visible = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <Table aria-label="Recent orders">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {visible.map((order) => (
          <tr key={order.id}>
            <td>{order.id}</td>
            <td>{order.customer}</td>
            <td>{order.status}</td>
            <td>${order.total}.00</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <Pagination
            count={orders.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, 25]}
            onPageChange={(_, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  maxWidth: 560,
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  '& th, & td': {
    padding: '8px 10px',
    borderBottom: '1px solid #cbd5e1',
    textAlign: 'start',
    ...theme.applyStyles('dark', { borderBottomColor: '#475569' }),
  },
  '& th': { fontWeight: 700 },
}));

const Pagination = styled(TablePagination)(({ theme }) => ({
  [`& .${tablePaginationClasses.toolbar}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: 12,
  },
  [`& .${tablePaginationClasses.spacer}`]: { display: 'none' },
  [`& .${tablePaginationClasses.selectLabel}, & .${tablePaginationClasses.displayedRows}`]: {
    margin: 0,
  },
  [`& .${tablePaginationClasses.select}`]: {
    padding: '4px 8px',
    borderRadius: 6,
    border: '1px solid #cbd5e1',
    backgroundColor: '#ffffff',
    color: 'inherit',
    font: 'inherit',
    ...theme.applyStyles('dark', { borderColor: '#475569', backgroundColor: '#0f172a' }),
  },
  [`& .${tablePaginationClasses.actions}`]: { display: 'flex', gap: 4 },
  [`& .${tablePaginationClasses.actions} button`]: {
    minWidth: 32,
    height: 32,
    borderRadius: 6,
    border: '1px solid #cbd5e1',
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&:focus-visible': {
      outline: '2px solid #2563eb',
      ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
    },
    ...theme.applyStyles('dark', { borderColor: '#475569' }),
  },
}));
