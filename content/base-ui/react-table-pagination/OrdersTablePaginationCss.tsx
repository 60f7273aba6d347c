import { useState } from 'react';
import { TablePagination } from '@mui/base/TablePagination';

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

const css = `
.orders {
  --line: #cbd5e1;
  --control-bg: #ffffff;
  --focus: #2563eb;
  width: 100%;
  max-width: 560px;
  border-collapse: collapse;
  font-size: 0.875rem;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .orders { --line: #475569; --control-bg: #0f172a; --focus: #93c5fd; }
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .orders { --line: #475569; --control-bg: #0f172a; --focus: #93c5fd; }
}
.orders th, .orders td { padding: 8px 10px; border-bottom: 1px solid var(--line); text-align: start; }
.orders th { font-weight: 700; }
.orders .base-TablePagination-toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
}
.orders .base-TablePagination-spacer { display: none; }
.orders .base-TablePagination-selectLabel,
.orders .base-TablePagination-displayedRows { margin: 0; }
.orders .base-TablePagination-select {
  padding: 4px 8px;
  border-radius: 6px;
  border: 1px solid var(--line);
  background-color: var(--control-bg);
  color: inherit;
  font: inherit;
}
.orders .base-TablePagination-actions { display: flex; gap: 4px; }
.orders .base-TablePagination-actions button {
  min-width: 32px;
  height: 32px;
  border-radius: 6px;
  border: 1px solid var(--line);
  background-color: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.orders .base-TablePagination-actions button:disabled { opacity: 0.45; cursor: not-allowed; }
.orders .base-TablePagination-actions button:focus-visible { outline: 2px solid var(--focus); }
`;

export default function OrdersTablePaginationCss() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);
  const visible = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <>
      <style>{css}</style>
      <table aria-label="Recent orders" className="orders">
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
            <TablePagination
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
      </table>
    </>
  );
}
