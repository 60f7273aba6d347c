import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

type Status = 'Paid' | 'Pending' | 'Refunded';

const STATUS_COLOR: Record<Status, ColorPaletteProp> = {
  Paid: 'success',
  Pending: 'warning',
  Refunded: 'neutral',
};

const ORDERS: { id: string; customer: string; date: string; total: string; status: Status }[] = [
  {
    id: 'INV-2041',
    customer: 'Lena Fischer',
    date: '12 Mar 2024',
    total: '$320.00',
    status: 'Paid',
  },
  {
    id: 'INV-2040',
    customer: 'Kwame Mensah',
    date: '12 Mar 2024',
    total: '$89.50',
    status: 'Pending',
  },
  {
    id: 'INV-2039',
    customer: 'Sofia Rossi',
    date: '11 Mar 2024',
    total: '$1,140.00',
    status: 'Paid',
  },
  {
    id: 'INV-2038',
    customer: 'Haruto Sato',
    date: '10 Mar 2024',
    total: '$45.00',
    status: 'Refunded',
  },
];

export default function DashboardStepOrders() {
  return (
    // Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too.
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Recent orders, scrollable"
      sx={{
        borderRadius: 'md',
        overflow: 'auto',
        '&:focus-visible': { outline: '2px solid var(--joy-palette-focusVisible)' },
      }}
    >
      <Table
        hoverRow
        sx={{ minWidth: 520, '& th:last-child, & td:last-child': { textAlign: 'end' } }}
      >
        <caption>
          <Typography level="title-md" sx={{ textAlign: 'start' }}>
            Recent orders
          </Typography>
        </caption>
        <thead>
          <tr>
            <th>Invoice</th>
            <th>Customer</th>
            <th>Date</th>
            <th>Status</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {ORDERS.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.customer}</td>
              <td>{order.date}</td>
              <td>
                <Chip size="sm" variant="soft" color={STATUS_COLOR[order.status]}>
                  {order.status}
                </Chip>
              </td>
              <td>{order.total}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
