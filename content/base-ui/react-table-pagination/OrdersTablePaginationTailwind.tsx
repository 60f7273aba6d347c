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

const cellClassName =
  'border-0 border-b border-solid border-slate-300 px-2.5 py-2 text-start dark:border-slate-600';
const paginationClasses = {
  toolbar: 'flex flex-wrap items-center justify-end gap-3',
  spacer: 'hidden',
  text: 'm-0',
  select:
    'rounded-md border border-slate-300 bg-white px-2 py-1 text-inherit dark:border-slate-600 dark:bg-slate-900',
  actions:
    'flex gap-1 [&_button]:h-8 [&_button]:min-w-8 [&_button]:cursor-pointer [&_button]:rounded-md [&_button]:border [&_button]:border-solid [&_button]:border-slate-300 [&_button]:bg-transparent [&_button]:text-inherit [&_button:disabled]:cursor-not-allowed [&_button:disabled]:opacity-45 [&_button:focus-visible]:outline [&_button:focus-visible]:outline-2 [&_button:focus-visible]:outline-blue-600 dark:[&_button]:border-slate-600 dark:[&_button:focus-visible]:outline-blue-300',
};

export default function OrdersTablePaginationTailwind() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);
  const visible = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <table
      aria-label="Recent orders"
      className="w-full max-w-[560px] border-collapse text-sm leading-normal"
    >
      <thead>
        <tr>
          <th scope="col" className={`${cellClassName} font-bold`}>
            Order
          </th>
          <th scope="col" className={`${cellClassName} font-bold`}>
            Customer
          </th>
          <th scope="col" className={`${cellClassName} font-bold`}>
            Status
          </th>
          <th scope="col" className={`${cellClassName} font-bold`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {visible.map((order) => (
          <tr key={order.id}>
            <td className={cellClassName}>{order.id}</td>
            <td className={cellClassName}>{order.customer}</td>
            <td className={cellClassName}>{order.status}</td>
            <td className={cellClassName}>${order.total}.00</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            className={cellClassName}
            count={orders.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, 25]}
            onPageChange={(_, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
            slotProps={{
              toolbar: { className: paginationClasses.toolbar },
              spacer: { className: paginationClasses.spacer },
              selectLabel: { className: paginationClasses.text },
              displayedRows: { className: paginationClasses.text },
              select: { className: paginationClasses.select },
              actions: { className: paginationClasses.actions },
            }}
          />
        </tr>
      </tfoot>
    </table>
  );
}
