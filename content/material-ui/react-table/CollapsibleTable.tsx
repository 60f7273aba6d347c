import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface OrderLine {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  placed: string;
  status: string;
  lines: OrderLine[];
}

const orders: Order[] = [
  {
    id: 'SO-1042',
    customer: 'Greenleaf Florists',
    placed: 'Apr 2, 2024',
    status: 'Shipped',
    lines: [
      { sku: 'VAS-220', product: 'Glass vase, 22 cm', quantity: 12, unitPrice: 8.5 },
      { sku: 'RIB-010', product: 'Satin ribbon roll', quantity: 30, unitPrice: 2.25 },
    ],
  },
  {
    id: 'SO-1043',
    customer: 'Harbor Books',
    placed: 'Apr 3, 2024',
    status: 'Processing',
    lines: [
      { sku: 'BMK-004', product: 'Leather bookmark', quantity: 50, unitPrice: 3.9 },
      { sku: 'TOT-115', product: 'Canvas tote bag', quantity: 20, unitPrice: 11 },
      { sku: 'PEN-300', product: 'Fountain pen', quantity: 6, unitPrice: 24 },
    ],
  },
  {
    id: 'SO-1044',
    customer: 'Summit Outfitters',
    placed: 'Apr 5, 2024',
    status: 'Awaiting payment',
    lines: [{ sku: 'BOT-750', product: 'Steel water bottle', quantity: 40, unitPrice: 14.5 }],
  },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function orderTotal(order: Order) {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `order-${order.id}-lines`;

  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? `Hide the lines of ${order.id}` : `Show the lines of ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell>{order.placed}</TableCell>
        <TableCell>{order.status}</TableCell>
        <TableCell align="right">{currency.format(orderTotal(order))}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={6}>
          <Collapse in={open} timeout="auto" id={detailsId}>
            <Box sx={{ marginBlock: 1, marginInlineStart: 6 }}>
              <Typography variant="subtitle2" component="h4" gutterBottom>
                Lines of {order.id}
              </Typography>
              <Table size="small" aria-label={`Lines of ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>SKU</TableCell>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Unit price</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.sku}>
                      <TableCell>{line.sku}</TableCell>
                      <TableCell>{line.product}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{currency.format(line.unitPrice)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 640 }} aria-label="Sales orders">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Placed</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
