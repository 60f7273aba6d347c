import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

type OrderStatus = 'Delivered' | 'In transit' | 'Delayed' | 'Cancelled';

/** One color per status: the same soft variant reads as a different message in each color. */
const STATUS_COLORS: Record<OrderStatus, ColorPaletteProp> = {
  Delivered: 'success',
  'In transit': 'primary',
  Delayed: 'warning',
  Cancelled: 'danger',
};

const orders: { id: string; item: string; status: OrderStatus }[] = [
  { id: 'A-1042', item: 'Trail running shoes', status: 'Delivered' },
  { id: 'A-1057', item: 'Insulated water bottle', status: 'In transit' },
  { id: 'A-1063', item: 'Merino wool beanie', status: 'Delayed' },
  { id: 'A-1071', item: 'Rechargeable headlamp', status: 'Cancelled' },
];

export default function JoyOrderStatus() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 440 }}>
      <Typography level="title-lg">Recent orders</Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {orders.map((order) => (
          <Stack
            component="li"
            key={order.id}
            direction="row"
            alignItems="center"
            justifyContent="space-between"
            spacing={2}
          >
            <div>
              <Typography level="title-sm">{order.item}</Typography>
              <Typography level="body-xs">Order {order.id}</Typography>
            </div>
            <Chip variant="soft" color={STATUS_COLORS[order.status]} size="sm">
              {order.status}
            </Chip>
          </Stack>
        ))}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="solid" color="primary">
          Track a package
        </Button>
        <Button variant="outlined" color="neutral">
          Contact support
        </Button>
      </Stack>
    </Card>
  );
}
