import * as React from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const orders = [
  { id: '#4821', customer: 'Lina Haddad', total: '$129.00' },
  { id: '#4822', customer: 'Peter Novak', total: '$54.50' },
  { id: '#4823', customer: 'Grace Kim', total: '$310.20' },
];

export default function SkeletonList() {
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Stands in for a request that answers after two seconds.
    const timer = setTimeout(() => setLoading(false), 2000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 380, alignItems: 'flex-start' }}>
      <Button size="sm" variant="soft" disabled={loading} onClick={() => setLoading(true)}>
        Reload orders
      </Button>
      <List aria-label="Recent orders" aria-busy={loading} sx={{ alignSelf: 'stretch' }}>
        {orders.map((order) => (
          <ListItem key={order.id}>
            <ListItemDecorator>
              <Skeleton loading={loading} variant="circular" width={32} height={32}>
                <Typography level="body-xs">{order.id}</Typography>
              </Skeleton>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">
                <Skeleton loading={loading}>{order.customer}</Skeleton>
              </Typography>
            </ListItemContent>
            <Typography level="body-sm">
              <Skeleton loading={loading}>{order.total}</Skeleton>
            </Typography>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
