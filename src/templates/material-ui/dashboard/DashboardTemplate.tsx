import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { LineChart } from '@mui/x-charts/LineChart';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import MenuIcon from '@mui/icons-material/Menu';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';

const drawerWidth = 240;

interface Kpi {
  label: string;
  value: string;
  change: string;
  /** Whether the change is good news (a falling refund rate is). */
  good: boolean;
}

const kpis: Kpi[] = [
  { label: 'Revenue', value: '$48,290', change: '+12.6% vs October', good: true },
  { label: 'Orders', value: '1,284', change: '+6.1% vs October', good: true },
  { label: 'Average order', value: '$37.61', change: '+6.1% vs October', good: true },
  { label: 'Refund rate', value: '2.3%', change: '+0.5 pt vs October', good: false },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
// Monthly revenue in thousands of dollars.
const revenue2026 = [31.2, 33.8, 35.1, 34.0, 38.6, 40.2, 39.5, 42.8, 44.1, 42.9, 48.3];
const revenue2025 = [27.5, 28.1, 30.4, 29.8, 31.0, 33.7, 32.9, 34.4, 35.8, 37.2, 41.0];
const thousands = (value: number | null) => (value === null ? '' : `$${value}k`);

type Status = 'Paid' | 'Shipped' | 'Pending' | 'Refunded';

interface Order {
  id: string;
  customer: string;
  date: Date;
  status: Status;
  total: number;
}

const statusColor: Record<Status, 'success' | 'info' | 'warning' | 'disabled'> = {
  Paid: 'success',
  Shipped: 'info',
  Pending: 'warning',
  Refunded: 'disabled',
};

const orders: Order[] = [
  {
    id: 'SO-10482',
    customer: 'Lina Haddad',
    date: new Date(2026, 10, 24),
    status: 'Pending',
    total: 86.4,
  },
  {
    id: 'SO-10481',
    customer: 'Tomás Ortega',
    date: new Date(2026, 10, 24),
    status: 'Paid',
    total: 142.0,
  },
  {
    id: 'SO-10480',
    customer: 'Mei Chen',
    date: new Date(2026, 10, 23),
    status: 'Shipped',
    total: 39.9,
  },
  {
    id: 'SO-10479',
    customer: 'Kwame Mensah',
    date: new Date(2026, 10, 23),
    status: 'Paid',
    total: 211.5,
  },
  {
    id: 'SO-10478',
    customer: 'Sofia Rossi',
    date: new Date(2026, 10, 22),
    status: 'Refunded',
    total: 24.0,
  },
  {
    id: 'SO-10477',
    customer: 'Arjun Patel',
    date: new Date(2026, 10, 22),
    status: 'Shipped',
    total: 67.25,
  },
  {
    id: 'SO-10476',
    customer: 'Hannah Weber',
    date: new Date(2026, 10, 21),
    status: 'Paid',
    total: 98.0,
  },
  {
    id: 'SO-10475',
    customer: 'Yuki Tanaka',
    date: new Date(2026, 10, 21),
    status: 'Shipped',
    total: 154.8,
  },
  {
    id: 'SO-10474',
    customer: 'Olivia Brown',
    date: new Date(2026, 10, 20),
    status: 'Paid',
    total: 45.5,
  },
  {
    id: 'SO-10473',
    customer: 'Diego Silva',
    date: new Date(2026, 10, 19),
    status: 'Pending',
    total: 120.0,
  },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: ({ value }) => dateFormat.format(value as Date),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        label={value}
        icon={<FiberManualRecordIcon color={statusColor[value as Status]} sx={{ fontSize: 12 }} />}
      />
    ),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: ({ value }) => currencyFormat.format(value as number),
  },
];

const navItems = [
  { label: 'Overview', href: '#overview', Icon: DashboardOutlinedIcon },
  { label: 'Revenue', href: '#revenue', Icon: ShowChartIcon },
  { label: 'Recent orders', href: '#orders', Icon: ReceiptLongOutlinedIcon },
];

function NavList({ selected, onSelect }: { selected: string; onSelect: (href: string) => void }) {
  return (
    <>
      <Toolbar>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          Ledgerly
        </Typography>
      </Toolbar>
      <List>
        {navItems.map(({ label, href, Icon }) => (
          <ListItem key={href} disablePadding>
            <ListItemButton
              component="a"
              href={href}
              selected={selected === href}
              aria-current={selected === href ? 'location' : undefined}
              onClick={() => onSelect(href)}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** `mode` is the site's color scheme on the template's page; alone, it follows the system. */
export default function DashboardTemplate({ mode }: { mode?: PaletteMode }) {
  const prefersSystemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const prefersDark = (mode ?? (prefersSystemDark ? 'dark' : 'light')) === 'dark';
  const theme = React.useMemo(
    () => createTheme({ palette: { mode: prefersDark ? 'dark' : 'light' } }),
    [prefersDark],
  );
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [selected, setSelected] = React.useState('#overview');
  const select = (href: string) => {
    setSelected(href);
    setMobileOpen(false);
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        sx={{
          display: 'flex',
          minHeight: '100vh',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <Box
          component="nav"
          aria-label="Dashboard"
          sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}
        >
          <Drawer
            id="dashboard-drawer"
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{
              display: { xs: 'block', md: 'none' },
              '& .MuiDrawer-paper': { width: drawerWidth },
            }}
          >
            <NavList selected={selected} onSelect={select} />
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{
              display: { xs: 'none', md: 'block' },
              height: '100%',
              // Sticky rather than fixed, so the page works inside any wrapper.
              '& .MuiDrawer-paper': {
                width: drawerWidth,
                position: 'sticky',
                top: 0,
                height: '100vh',
              },
            }}
          >
            <NavList selected={selected} onSelect={select} />
          </Drawer>
        </Box>

        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <AppBar
            position="sticky"
            color="inherit"
            elevation={0}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Toolbar>
              <IconButton
                edge="start"
                aria-label="Open navigation"
                aria-controls="dashboard-drawer"
                aria-expanded={mobileOpen}
                onClick={() => setMobileOpen(true)}
                sx={{ mr: 1, display: { md: 'none' } }}
              >
                <MenuIcon />
              </IconButton>
              <Typography component="p" variant="subtitle1" noWrap sx={{ flexGrow: 1 }}>
                Store admin · Northpeak Outfitters
              </Typography>
            </Toolbar>
          </AppBar>

          <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box id="overview" component="section" aria-labelledby="dashboard-title" sx={{ mb: 3 }}>
              <Typography
                id="dashboard-title"
                component="h1"
                variant="h4"
                sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
              >
                Overview
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Figures for November 2026
              </Typography>
              <Grid container spacing={2}>
                {kpis.map((kpi) => (
                  <Grid item key={kpi.label} xs={12} sm={6} lg={3}>
                    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                      <Typography variant="body2" color="text.secondary">
                        {kpi.label}
                      </Typography>
                      <Typography variant="h5" component="p" sx={{ fontWeight: 600, my: 0.5 }}>
                        {kpi.value}
                      </Typography>
                      <Typography
                        variant="body2"
                        sx={{ fontWeight: 600 }}
                        color={kpi.good ? 'success.main' : 'error.main'}
                      >
                        {kpi.change}
                      </Typography>
                    </Paper>
                  </Grid>
                ))}
              </Grid>
            </Box>

            <Paper
              id="revenue"
              component="section"
              aria-labelledby="revenue-title"
              variant="outlined"
              sx={{ p: 2, mb: 3 }}
            >
              <Typography id="revenue-title" component="h2" variant="h6">
                Revenue by month
              </Typography>
              <Typography variant="body2" color="text.secondary">
                In thousands of dollars: November 2026 is the best month so far, 18% above November
                2025.
              </Typography>
              <LineChart
                height={300}
                margin={{ top: 40, right: 16, bottom: 30, left: 56 }}
                xAxis={[{ scaleType: 'point', data: months }]}
                yAxis={[{ valueFormatter: thousands }]}
                series={[
                  { data: revenue2026, label: '2026', valueFormatter: thousands },
                  { data: revenue2025, label: '2025', valueFormatter: thousands },
                ]}
              />
            </Paper>

            <Paper
              id="orders"
              component="section"
              aria-labelledby="orders-title"
              variant="outlined"
              sx={{ p: 2 }}
            >
              <Typography id="orders-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                Recent orders
              </Typography>
              <Box sx={{ height: 400, width: '100%' }}>
                <DataGrid
                  rows={orders}
                  columns={columns}
                  initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
                  pageSizeOptions={[5]}
                  disableRowSelectionOnClick
                  aria-labelledby="orders-title"
                  experimentalFeatures={{ ariaV7: true }}
                />
              </Box>
            </Paper>
          </Box>

          <Box component="footer" sx={{ px: 3, pb: 3 }}>
            <Typography variant="body2" color="text.secondary">
              Figures are updated every 15 minutes. Times are shown in your store&apos;s time zone.
            </Typography>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
