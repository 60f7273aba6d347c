import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip, { type ChipProps } from '@mui/joy/Chip';
import Dropdown from '@mui/joy/Dropdown';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import AutorenewRoundedIcon from '@mui/icons-material/AutorenewRounded';
import BlockIcon from '@mui/icons-material/Block';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import ForestRoundedIcon from '@mui/icons-material/ForestRounded';
import LocalShippingRoundedIcon from '@mui/icons-material/LocalShippingRounded';
import MoreHorizRoundedIcon from '@mui/icons-material/MoreHorizRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

type OrderStatus = 'Paid' | 'Shipped' | 'Refunded' | 'Cancelled';

interface Order {
  id: string;
  /** Shown as is: fixed dates, so the server and the browser render the same rows. */
  date: string;
  status: OrderStatus;
  customer: { name: string; email: string };
  items: number;
  total: number;
}

const ORDERS: Order[] = [
  {
    id: 'HP-2291',
    date: 'Mar 14, 2026',
    status: 'Paid',
    customer: { name: 'Olivia Reyes', email: 'olivia.reyes@fastmail.com' },
    items: 3,
    total: 148.5,
  },
  {
    id: 'HP-2290',
    date: 'Mar 14, 2026',
    status: 'Paid',
    customer: { name: 'Tomás Alvarez', email: 'tomas.alvarez@proton.me' },
    items: 1,
    total: 64,
  },
  {
    id: 'HP-2289',
    date: 'Mar 13, 2026',
    status: 'Shipped',
    customer: { name: 'Priya Natarajan', email: 'priya.n@outlook.com' },
    items: 2,
    total: 89.9,
  },
  {
    id: 'HP-2288',
    date: 'Mar 13, 2026',
    status: 'Refunded',
    customer: { name: 'Henrik Lund', email: 'henrik.lund@gmail.com' },
    items: 1,
    total: 42,
  },
  {
    id: 'HP-2287',
    date: 'Mar 12, 2026',
    status: 'Shipped',
    customer: { name: 'Amara Obi', email: 'amara.obi@icloud.com' },
    items: 5,
    total: 212.75,
  },
  {
    id: 'HP-2286',
    date: 'Mar 12, 2026',
    status: 'Paid',
    customer: { name: 'Lucas Moreau', email: 'lucas.moreau@orange.fr' },
    items: 2,
    total: 97,
  },
  {
    id: 'HP-2285',
    date: 'Mar 11, 2026',
    status: 'Cancelled',
    customer: { name: 'Sofia Bianchi', email: 'sofia.bianchi@libero.it' },
    items: 1,
    total: 35.5,
  },
  {
    id: 'HP-2284',
    date: 'Mar 11, 2026',
    status: 'Shipped',
    customer: { name: 'Kenji Watanabe', email: 'kenji.w@yahoo.co.jp' },
    items: 4,
    total: 176.2,
  },
  {
    id: 'HP-2283',
    date: 'Mar 10, 2026',
    status: 'Shipped',
    customer: { name: 'Grace Mensah', email: 'grace.mensah@gmail.com' },
    items: 2,
    total: 58,
  },
  {
    id: 'HP-2282',
    date: 'Mar 10, 2026',
    status: 'Paid',
    customer: { name: 'Noah Fischer', email: 'noah.fischer@web.de' },
    items: 1,
    total: 120,
  },
  {
    id: 'HP-2281',
    date: 'Mar 9, 2026',
    status: 'Refunded',
    customer: { name: 'Isla MacLeod', email: 'isla.macleod@btinternet.com' },
    items: 3,
    total: 74.4,
  },
  {
    id: 'HP-2280',
    date: 'Mar 9, 2026',
    status: 'Shipped',
    customer: { name: 'Mateo Silva', email: 'mateo.silva@uol.com.br' },
    items: 2,
    total: 131,
  },
];

const STATUSES: OrderStatus[] = ['Paid', 'Shipped', 'Refunded', 'Cancelled'];

const STATUS_LOOK: Record<OrderStatus, { color: ChipProps['color']; icon: React.ReactElement }> = {
  Paid: { color: 'primary', icon: <CheckRoundedIcon /> },
  Shipped: { color: 'success', icon: <LocalShippingRoundedIcon /> },
  Refunded: { color: 'neutral', icon: <AutorenewRoundedIcon /> },
  Cancelled: { color: 'danger', icon: <BlockIcon /> },
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function StatusChip({ status }: { status: OrderStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Chip variant="soft" size="sm" color={look.color} startDecorator={look.icon}>
      {status}
    </Chip>
  );
}

function RowMenu({ order }: { order: Order }) {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{
          root: {
            variant: 'plain',
            color: 'neutral',
            size: 'sm',
            'aria-label': `Actions for order ${order.id}`,
          },
        }}
      >
        <MoreHorizRoundedIcon />
      </MenuButton>
      <Menu size="sm" placement="bottom-end">
        <MenuItem>View order</MenuItem>
        <MenuItem>Print packing slip</MenuItem>
        <MenuItem color="danger" disabled={order.status !== 'Paid'}>
          Refund
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}

export default function OrderListTemplate() {
  const [orders, setOrders] = React.useState(ORDERS);
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState<OrderStatus | 'all'>('all');
  const [selected, setSelected] = React.useState<string[]>([]);

  const normalized = query.trim().toLowerCase();
  const visible = orders.filter(
    (order) =>
      (status === 'all' || order.status === status) &&
      (normalized === '' ||
        order.id.toLowerCase().includes(normalized) ||
        order.customer.name.toLowerCase().includes(normalized) ||
        order.customer.email.toLowerCase().includes(normalized)),
  );
  const visibleSelected = selected.filter((id) => visible.some((order) => order.id === id));
  const shippable = visibleSelected.filter(
    (id) => orders.find((order) => order.id === id)?.status === 'Paid',
  );

  const toggle = (id: string, checked: boolean) =>
    setSelected((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));

  const markShipped = () => {
    // Tell your order service here; this page only updates its own copy.
    setOrders((current) =>
      current.map((order) =>
        shippable.includes(order.id) ? { ...order, status: 'Shipped' } : order,
      ),
    );
    setSelected([]);
  };

  const clearFilters = () => {
    setQuery('');
    setStatus('all');
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Sheet
        component="header"
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, md: 4 },
          py: 1.5,
          borderInline: 0,
          borderTop: 0,
        }}
      >
        <ForestRoundedIcon color="primary" />
        <Typography level="title-lg" component="p">
          Harbor &amp; Pine
        </Typography>
      </Sheet>
      <Box
        component="main"
        sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, py: 3, maxWidth: 1200, width: '100%', mx: 'auto' }}
      >
        <Breadcrumbs
          aria-label="Breadcrumb"
          separator={<ChevronRightRoundedIcon fontSize="small" />}
          sx={{ px: 0 }}
        >
          <Link href="#" color="neutral" level="body-sm">
            Dashboard
          </Link>
          <Typography level="body-sm" aria-current="page">
            Orders
          </Typography>
        </Breadcrumbs>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            my: 2,
          }}
        >
          <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
            Orders
          </Typography>
          <Button
            component="a"
            href="#"
            color="primary"
            startDecorator={<DownloadRoundedIcon />}
            size="sm"
          >
            Download CSV
          </Button>
        </Box>

        <Box
          role="search"
          aria-label="Filter orders"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end', mb: 2 }}
        >
          <FormControl size="sm" sx={{ flex: '1 1 240px' }}>
            <FormLabel>Search</FormLabel>
            <Input
              type="search"
              placeholder="Order number, name or email"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              startDecorator={<SearchRoundedIcon />}
            />
          </FormControl>
          <FormControl size="sm" sx={{ flex: '0 1 180px' }}>
            <FormLabel>Status</FormLabel>
            <Select value={status} onChange={(_event, value) => setStatus(value ?? 'all')}>
              <Option value="all">All statuses</Option>
              {STATUSES.map((option) => (
                <Option key={option} value={option}>
                  {option}
                </Option>
              ))}
            </Select>
          </FormControl>
          {status !== 'all' || query !== '' ? (
            <Button variant="plain" color="neutral" size="sm" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </Box>

        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mb: 1.5,
            minHeight: 32,
          }}
        >
          <Typography level="body-sm" role="status">
            {visibleSelected.length > 0
              ? `${visibleSelected.length} of ${visible.length} orders selected`
              : `${visible.length} ${visible.length === 1 ? 'order' : 'orders'}`}
          </Typography>
          {visibleSelected.length > 0 ? (
            <Button
              size="sm"
              variant="soft"
              startDecorator={<LocalShippingRoundedIcon />}
              disabled={shippable.length === 0}
              onClick={markShipped}
            >
              Mark {shippable.length} paid as shipped
            </Button>
          ) : null}
        </Box>

        {visible.length === 0 ? (
          <Sheet variant="soft" sx={{ p: 4, borderRadius: 'md', textAlign: 'center' }}>
            <Typography level="title-md">No orders match these filters</Typography>
            <Typography level="body-sm" sx={{ mt: 0.5 }}>
              Try another name or order number, or show every status.
            </Typography>
          </Sheet>
        ) : (
          <>
            {/* From 600px wide: a table. */}
            <Sheet
              variant="outlined"
              sx={{ display: { xs: 'none', sm: 'block' }, borderRadius: 'sm', overflow: 'auto' }}
            >
              <Table
                aria-label="Orders"
                hoverRow
                stickyHeader
                sx={{
                  '--TableCell-headBackground': 'var(--joy-palette-background-level1)',
                  '--Table-headerUnderlineThickness': '1px',
                  '& th:first-of-type, & td:first-of-type': { width: 48, textAlign: 'center' },
                  '& th:last-of-type, & td:last-of-type': { width: 56 },
                }}
              >
                <thead>
                  <tr>
                    <th>
                      <Checkbox
                        size="sm"
                        slotProps={{ input: { 'aria-label': 'Select every order shown' } }}
                        checked={visibleSelected.length === visible.length}
                        indeterminate={
                          visibleSelected.length > 0 && visibleSelected.length < visible.length
                        }
                        onChange={(event) =>
                          setSelected(event.target.checked ? visible.map((order) => order.id) : [])
                        }
                      />
                    </th>
                    <th style={{ width: 110 }}>Order</th>
                    <th style={{ width: 120 }}>Date</th>
                    <th style={{ width: 130 }}>Status</th>
                    <th style={{ width: 260 }}>Customer</th>
                    <th style={{ width: 100, textAlign: 'end' }}>Total</th>
                    <th>
                      <span
                        style={{
                          position: 'absolute',
                          width: 1,
                          height: 1,
                          overflow: 'hidden',
                          clipPath: 'inset(50%)',
                        }}
                      >
                        Actions
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {visible.map((order) => (
                    <tr key={order.id} aria-selected={selected.includes(order.id)}>
                      <td>
                        <Checkbox
                          size="sm"
                          slotProps={{ input: { 'aria-label': `Select order ${order.id}` } }}
                          checked={selected.includes(order.id)}
                          onChange={(event) => toggle(order.id, event.target.checked)}
                        />
                      </td>
                      <td>
                        <Typography level="title-sm">{order.id}</Typography>
                      </td>
                      <td>{order.date}</td>
                      <td>
                        <StatusChip status={order.status} />
                      </td>
                      <td>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          <Avatar size="sm" aria-hidden>
                            {initials(order.customer.name)}
                          </Avatar>
                          <div>
                            <Typography level="title-sm">{order.customer.name}</Typography>
                            <Typography level="body-xs">{order.customer.email}</Typography>
                          </div>
                        </Box>
                      </td>
                      <td style={{ textAlign: 'end' }}>{money.format(order.total)}</td>
                      <td>
                        <RowMenu order={order} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Sheet>

            {/* Below 600px wide: a list of cards. */}
            <List
              aria-label="Orders"
              sx={{ display: { xs: 'flex', sm: 'none' }, '--ListItem-paddingX': '0px', gap: 1 }}
            >
              {visible.map((order) => (
                <ListItem
                  key={order.id}
                  sx={{
                    alignItems: 'flex-start',
                    gap: 1.5,
                    py: 1.5,
                    borderBottom: '1px solid',
                    borderColor: 'divider',
                  }}
                >
                  <Checkbox
                    size="sm"
                    slotProps={{ input: { 'aria-label': `Select order ${order.id}` } }}
                    checked={selected.includes(order.id)}
                    onChange={(event) => toggle(order.id, event.target.checked)}
                    sx={{ mt: 0.5 }}
                  />
                  <ListItemContent>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography level="title-sm">{order.customer.name}</Typography>
                      <Typography level="title-sm">{money.format(order.total)}</Typography>
                    </Box>
                    <Typography level="body-xs">
                      {order.id} · {order.date} · {order.items}{' '}
                      {order.items === 1 ? 'item' : 'items'}
                    </Typography>
                    <Stack
                      direction="row"
                      sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
                    >
                      <StatusChip status={order.status} />
                      <RowMenu order={order} />
                    </Stack>
                  </ListItemContent>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Box>
    </Box>
  );
}
