import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import Grid from '@mui/joy/Grid';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import ForestRoundedIcon from '@mui/icons-material/ForestRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import QuestionAnswerRoundedIcon from '@mui/icons-material/QuestionAnswerRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import ShoppingCartRoundedIcon from '@mui/icons-material/ShoppingCartRounded';
import TrendingDownRoundedIcon from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';

type Period = 'week' | 'month' | 'year';

interface PeriodFigures {
  label: string;
  /** Compared with the period before: "vs. the previous 7 days". */
  comparison: string;
  revenue: number;
  revenueChange: number;
  orders: number;
  ordersChange: number;
  returningShare: number;
  returningChange: number;
  sales: { label: string; value: number }[];
}

const FIGURES: Record<Period, PeriodFigures> = {
  week: {
    label: '7 days',
    comparison: 'vs. the previous 7 days',
    revenue: 6840,
    revenueChange: 12.4,
    orders: 71,
    ordersChange: 8.2,
    returningShare: 38,
    returningChange: -2.1,
    sales: [
      { label: 'Mon', value: 720 },
      { label: 'Tue', value: 910 },
      { label: 'Wed', value: 860 },
      { label: 'Thu', value: 1040 },
      { label: 'Fri', value: 1310 },
      { label: 'Sat', value: 1180 },
      { label: 'Sun', value: 820 },
    ],
  },
  month: {
    label: '30 days',
    comparison: 'vs. the previous 30 days',
    revenue: 27450,
    revenueChange: 5.7,
    orders: 284,
    ordersChange: 3.9,
    returningShare: 41,
    returningChange: 1.4,
    sales: [
      { label: 'Feb 16', value: 6120 },
      { label: 'Feb 23', value: 6890 },
      { label: 'Mar 2', value: 7600 },
      { label: 'Mar 9', value: 6840 },
    ],
  },
  year: {
    label: '12 months',
    comparison: 'vs. the 12 months before',
    revenue: 301200,
    revenueChange: 22.8,
    orders: 3166,
    ordersChange: 17.5,
    returningShare: 44,
    returningChange: 6.3,
    sales: [
      { label: 'Apr', value: 19800 },
      { label: 'May', value: 21400 },
      { label: 'Jun', value: 20100 },
      { label: 'Jul', value: 18700 },
      { label: 'Aug', value: 19900 },
      { label: 'Sep', value: 23600 },
      { label: 'Oct', value: 26100 },
      { label: 'Nov', value: 34800 },
      { label: 'Dec', value: 41200 },
      { label: 'Jan', value: 22300 },
      { label: 'Feb', value: 25900 },
      { label: 'Mar', value: 27400 },
    ],
  },
};

const TOP_PRODUCTS = [
  { name: 'Speckled stoneware mug', sold: 412, share: 100 },
  { name: 'Linen tea towel, set of 2', sold: 296, share: 72 },
  { name: 'Walnut serving board', sold: 188, share: 46 },
  { name: 'Beeswax taper candles', sold: 151, share: 37 },
];

const LATEST_ORDERS = [
  { id: 'HP-2291', customer: 'Olivia Reyes', total: 148.5, status: 'Paid' },
  { id: 'HP-2290', customer: 'Tomás Alvarez', total: 64, status: 'Paid' },
  { id: 'HP-2289', customer: 'Priya Natarajan', total: 89.9, status: 'Shipped' },
  { id: 'HP-2288', customer: 'Henrik Lund', total: 42, status: 'Refunded' },
];

const NAVIGATION = [
  { label: 'Home', icon: <HomeRoundedIcon />, current: true },
  { label: 'Orders', icon: <ShoppingCartRoundedIcon />, badge: '4 new' },
  { label: 'Products', icon: <Inventory2RoundedIcon /> },
  { label: 'Customers', icon: <GroupRoundedIcon /> },
  { label: 'Messages', icon: <QuestionAnswerRoundedIcon />, badge: '2' },
  { label: 'Reports', icon: <InsightsRoundedIcon /> },
  { label: 'Settings', icon: <SettingsRoundedIcon /> },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/**
 * Short amounts above the bars: `$1.3k`, `$41.2k`. Written out rather than with Intl's compact
 * notation, whose output differs between the server's and the browser's ICU data.
 */
function compact(value: number): string {
  return value < 1000 ? `$${value}` : `$${(value / 1000).toFixed(1).replace(/\.0$/, '')}k`;
}
const count = new Intl.NumberFormat('en-US');

/** The store's navigation: in the sidebar from 900px wide, in a drawer below. */
function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack sx={{ height: '100%', gap: 2, p: 2 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, color: 'primary.plainColor' }}
      >
        <ForestRoundedIcon />
        <Typography level="title-lg" component="p">
          Harbor &amp; Pine
        </Typography>
      </Box>
      <List
        size="sm"
        sx={{ '--ListItem-radius': 'var(--joy-radius-sm)', '--List-gap': '4px', flexGrow: 0 }}
      >
        {NAVIGATION.map((item) => (
          <ListItem key={item.label}>
            <ListItemButton
              component="a"
              href="#"
              selected={item.current}
              aria-current={item.current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              <ListItemContent>{item.label}</ListItemContent>
              {item.badge ? (
                <Chip size="sm" variant="soft" color="primary">
                  {item.badge}
                </Chip>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Card variant="soft" size="sm" sx={{ mt: 'auto' }}>
        <Typography level="title-sm" id="plan-usage-label">
          Orders this month
        </Typography>
        <Typography level="body-xs">1,840 of the 2,500 in the Studio plan</Typography>
        <LinearProgress
          determinate
          value={74}
          aria-labelledby="plan-usage-label"
          aria-valuetext="1,840 of 2,500 orders"
        />
        <Link href="#" level="title-sm">
          Compare plans
        </Link>
      </Card>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1 }}>
        <Avatar variant="solid" color="primary" size="sm" aria-hidden>
          MO
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-sm">Maren Okafor</Typography>
          <Typography level="body-xs" noWrap>
            maren@clayandcurrent.com
          </Typography>
        </Box>
      </Box>
    </Stack>
  );
}

function Change({ value }: { value: number }) {
  const up = value >= 0;
  return (
    <Chip
      size="sm"
      variant="soft"
      color={up ? 'success' : 'danger'}
      startDecorator={up ? <TrendingUpRoundedIcon /> : <TrendingDownRoundedIcon />}
    >
      {up ? 'up' : 'down'} {Math.abs(value).toFixed(1)}%
    </Chip>
  );
}

function KeyFigure(props: { title: string; value: string; change: number; comparison: string }) {
  const { title, value, change, comparison } = props;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Typography level="title-sm" component="h2">
        {title}
      </Typography>
      <Typography level="h2" component="p">
        {value}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Change value={change} />
        <Typography level="body-xs">{comparison}</Typography>
      </Box>
    </Card>
  );
}

/** Sales per day, week or month as bars; each bar's value is text, so it is read out too. */
function SalesChart({ figures }: { figures: PeriodFigures }) {
  const highest = Math.max(...figures.sales.map((entry) => entry.value));
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Typography level="title-md" component="h2" id="sales-title">
        Sales, last {figures.label}
      </Typography>
      <Box
        component="ol"
        aria-labelledby="sales-title"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          height: 220,
          display: 'grid',
          gridTemplateColumns: `repeat(${figures.sales.length}, minmax(0, 1fr))`,
          alignItems: 'end',
          gap: { xs: 0.5, sm: 1.5 },
        }}
      >
        {figures.sales.map((entry) => (
          <Box
            component="li"
            key={entry.label}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <Typography
              level="body-xs"
              sx={{
                mt: 'auto',
                mb: 0.5,
                // Too narrow for every amount on a phone with 12 bars: the label stays for screen readers.
                ...(figures.sales.length > 7 && {
                  display: { xs: 'none', sm: 'block' },
                }),
              }}
            >
              {compact(entry.value)}
            </Typography>
            <Box
              aria-hidden
              sx={{
                width: '100%',
                maxWidth: 48,
                height: `${Math.round((entry.value / highest) * 160)}px`,
                borderRadius: 'sm',
                bgcolor: 'primary.solidBg',
              }}
            />
            <Typography level="body-xs" sx={{ mt: 0.5 }}>
              {entry.label}
            </Typography>
            {figures.sales.length > 7 ? (
              <Box
                component="span"
                sx={{
                  display: { xs: 'block', sm: 'none' },
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clipPath: 'inset(50%)',
                }}
              >
                {money.format(entry.value)}
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Card>
  );
}

export default function DashboardTemplate() {
  const [period, setPeriod] = React.useState<Period>('week');
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const figures = FIGURES[period];

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
      }}
    >
      {/* Below 900px: a top bar whose button opens the navigation in a drawer. */}
      <Sheet
        component="header"
        variant="outlined"
        sx={{
          display: { xs: 'flex', md: 'none' },
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderInline: 0,
          borderTop: 0,
        }}
      >
        <IconButton
          variant="outlined"
          color="neutral"
          aria-label="Open the navigation"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuRoundedIcon />
        </IconButton>
        <ForestRoundedIcon color="primary" />
        <Typography level="title-lg" component="p">
          Harbor &amp; Pine
        </Typography>
      </Sheet>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size="sm"
        slotProps={{ content: { 'aria-label': 'Navigation' } }}
      >
        <ModalClose aria-label="Close the navigation" />
        <Box component="nav" aria-label="Store" sx={{ height: '100%' }}>
          <Navigation onNavigate={() => setDrawerOpen(false)} />
        </Box>
      </Drawer>
      <Sheet
        component="nav"
        aria-label="Store"
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'sticky',
          top: 0,
          height: '100dvh',
          borderInlineEnd: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Navigation />
      </Sheet>

      <Box component="main" sx={{ px: { xs: 2, md: 4 }, py: 3, minWidth: 0 }}>
        <Breadcrumbs
          aria-label="Breadcrumb"
          separator={<ChevronRightRoundedIcon fontSize="small" />}
          sx={{ px: 0, pt: 0 }}
        >
          <Link href="#" color="neutral" level="body-sm">
            Clay &amp; Current
          </Link>
          <Typography level="body-sm" aria-current="page">
            Home
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
          <Box>
            <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
              Good morning, Maren
            </Typography>
            <Typography level="body-md">Here is how Clay &amp; Current is doing.</Typography>
          </Box>
          <ToggleButtonGroup
            aria-label="Period"
            size="sm"
            value={period}
            onChange={(_event, value) => {
              // The group lets a reader press the current period again: keep one chosen.
              if (value) {
                setPeriod(value);
              }
            }}
          >
            {(Object.keys(FIGURES) as Period[]).map((key) => (
              <Button key={key} value={key}>
                {FIGURES[key].label}
              </Button>
            ))}
          </ToggleButtonGroup>
        </Box>

        <Grid container spacing={2}>
          <Grid xs={12} sm={6} lg={3}>
            <KeyFigure
              title="Revenue"
              value={money.format(figures.revenue)}
              change={figures.revenueChange}
              comparison={figures.comparison}
            />
          </Grid>
          <Grid xs={12} sm={6} lg={3}>
            <KeyFigure
              title="Orders"
              value={count.format(figures.orders)}
              change={figures.ordersChange}
              comparison={figures.comparison}
            />
          </Grid>
          <Grid xs={12} sm={6} lg={3}>
            <KeyFigure
              title="Average order"
              value={cents.format(figures.revenue / figures.orders)}
              change={figures.revenueChange - figures.ordersChange}
              comparison={figures.comparison}
            />
          </Grid>
          <Grid xs={12} sm={6} lg={3}>
            <KeyFigure
              title="Returning customers"
              value={`${figures.returningShare}%`}
              change={figures.returningChange}
              comparison={figures.comparison}
            />
          </Grid>
          <Grid xs={12} lg={8}>
            <SalesChart figures={figures} />
          </Grid>
          <Grid xs={12} lg={4}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <Typography level="title-md" component="h2">
                Best sellers this month
              </Typography>
              <List sx={{ '--ListItem-paddingX': '0px' }}>
                {TOP_PRODUCTS.map((product) => (
                  <ListItem key={product.name} sx={{ display: 'block' }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                      <Typography level="body-sm">{product.name}</Typography>
                      <Typography level="body-sm" sx={{ fontWeight: 'lg' }}>
                        {count.format(product.sold)} sold
                      </Typography>
                    </Box>
                    <LinearProgress
                      determinate
                      value={product.share}
                      size="sm"
                      aria-hidden
                      sx={{ mt: 0.5 }}
                    />
                  </ListItem>
                ))}
              </List>
            </Card>
          </Grid>
          <Grid xs={12}>
            <Card variant="outlined">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography level="title-md" component="h2" id="latest-orders-title">
                  Latest orders
                </Typography>
                <Link href="#" level="title-sm">
                  All orders
                </Link>
              </Box>
              <Table aria-labelledby="latest-orders-title" size="sm">
                <thead>
                  <tr>
                    <th>Order</th>
                    <th>Customer</th>
                    <th>Status</th>
                    <th style={{ textAlign: 'end' }}>Total</th>
                  </tr>
                </thead>
                <tbody>
                  {LATEST_ORDERS.map((order) => (
                    <tr key={order.id}>
                      <td>{order.id}</td>
                      <td>{order.customer}</td>
                      <td>{order.status}</td>
                      <td style={{ textAlign: 'end' }}>{cents.format(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
          </Grid>
        </Grid>
      </Box>
    </Box>
  );
}
