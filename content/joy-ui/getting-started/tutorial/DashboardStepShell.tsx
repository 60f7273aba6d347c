import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

const NAV = [
  { label: 'Overview', icon: <DashboardRounded /> },
  { label: 'Orders', icon: <ReceiptLongRounded /> },
  { label: 'Customers', icon: <PeopleAltRounded /> },
  { label: 'Settings', icon: <SettingsRounded /> },
];

const STATS = [
  { label: 'Revenue', value: '$48,210' },
  { label: 'Orders', value: '1,284' },
  { label: 'Refunds', value: '23' },
];

type Status = 'Paid' | 'Pending' | 'Refunded';
const STATUS_COLOR: Record<Status, ColorPaletteProp> = {
  Paid: 'success',
  Pending: 'warning',
  Refunded: 'neutral',
};
const ORDERS: { id: string; customer: string; total: string; status: Status }[] = [
  { id: 'INV-2041', customer: 'Lena Fischer', total: '$320.00', status: 'Paid' },
  { id: 'INV-2040', customer: 'Kwame Mensah', total: '$89.50', status: 'Pending' },
  { id: 'INV-2039', customer: 'Sofia Rossi', total: '$1,140.00', status: 'Paid' },
  { id: 'INV-2038', customer: 'Haruto Sato', total: '$45.00', status: 'Refunded' },
];

export default function DashboardStepShell() {
  const [page, setPage] = React.useState('Overview');
  const [query, setQuery] = React.useState('');
  const visibleOrders = ORDERS.filter((order) =>
    `${order.id} ${order.customer}`.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <Sheet
      variant="outlined"
      sx={{
        borderRadius: 'md',
        overflow: 'hidden',
        display: 'grid',
        // The sidebar moves above the content on narrow screens.
        gridTemplateColumns: { xs: '1fr', md: '200px 1fr' },
      }}
    >
      <Sheet
        component="nav"
        aria-label="Dashboard"
        variant="soft"
        sx={{ p: 1.5, borderInlineEnd: { md: '1px solid' }, borderColor: { md: 'divider' } }}
      >
        <Typography level="title-sm" sx={{ px: 1, pb: 1 }}>
          Fieldnotes Shop
        </Typography>
        <List
          size="sm"
          orientation="vertical"
          sx={{ '--List-gap': '2px', '--ListItem-radius': 'var(--joy-radius-sm)' }}
        >
          {NAV.map((item) => (
            <ListItem key={item.label}>
              <ListItemButton
                selected={page === item.label}
                aria-current={page === item.label ? 'page' : undefined}
                onClick={() => setPage(item.label)}
              >
                <ListItemDecorator>{item.icon}</ListItemDecorator>
                {item.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography level="h4" component="h3" sx={{ flex: 1 }}>
            {page}
          </Typography>
          <Input
            size="sm"
            startDecorator={<SearchRounded />}
            placeholder="Search orders"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ input: { 'aria-label': 'Search orders' } }}
          />
          <Avatar size="sm" alt="Ana Lima">
            AL
          </Avatar>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: 1.5,
          }}
        >
          {STATS.map((stat) => (
            <Card key={stat.label} size="sm" variant="outlined">
              <Typography level="body-xs">{stat.label}</Typography>
              <Typography level="title-lg" component="p">
                {stat.value}
              </Typography>
            </Card>
          ))}
        </Box>
        <Sheet
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label="Recent orders, scrollable"
          sx={{
            borderRadius: 'sm',
            overflow: 'auto',
            '&:focus-visible': { outline: '2px solid var(--joy-palette-focusVisible)' },
          }}
        >
          <Table size="sm" hoverRow sx={{ minWidth: 400 }}>
            <caption>
              <Typography level="title-sm" sx={{ textAlign: 'start' }}>
                Recent orders ({visibleOrders.length})
              </Typography>
            </caption>
            <thead>
              <tr>
                <th>Invoice</th>
                <th>Customer</th>
                <th>Status</th>
                <th style={{ textAlign: 'end' }}>Total</th>
              </tr>
            </thead>
            <tbody>
              {visibleOrders.map((order) => (
                <tr key={order.id}>
                  <td>{order.id}</td>
                  <td>{order.customer}</td>
                  <td>
                    <Chip size="sm" variant="soft" color={STATUS_COLOR[order.status]}>
                      {order.status}
                    </Chip>
                  </td>
                  <td style={{ textAlign: 'end' }}>{order.total}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Sheet>
      </Box>
    </Sheet>
  );
}
