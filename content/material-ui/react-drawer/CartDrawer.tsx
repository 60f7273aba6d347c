import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const initialCart = [
  { id: 'mug', name: 'Stoneware mug, 350 ml', price: 18, quantity: 2 },
  { id: 'beans', name: 'Ethiopia Yirgacheffe beans, 250 g', price: 14.5, quantity: 1 },
  { id: 'grinder', name: 'Hand grinder with ceramic burrs', price: 89, quantity: 1 },
  { id: 'filters', name: 'Paper filters, pack of 100', price: 6, quantity: 3 },
  { id: 'kettle', name: 'Gooseneck kettle, 1 l', price: 54, quantity: 1 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function CartDrawer() {
  const [open, setOpen] = React.useState(false);
  const [cart, setCart] = React.useState(initialCart);
  const count = cart.reduce((sum, line) => sum + line.quantity, 0);
  const total = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <React.Fragment>
      <IconButton aria-label={`Cart, ${count} items`} onClick={() => setOpen(true)}>
        <Badge badgeContent={count} color="primary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        // The paper is a flex column: fixed header and footer, the list scrolls between them.
        PaperProps={{ sx: { width: { xs: '100%', sm: 380 } } }}
      >
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Your cart
          </Typography>
          <IconButton edge="end" aria-label="Close the cart" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <List sx={{ flexGrow: 1, overflowY: 'auto' }}>
          {cart.map((line) => (
            <ListItem
              key={line.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${line.name}`}
                  onClick={() =>
                    setCart((previous) => previous.filter((item) => item.id !== line.id))
                  }
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={line.name}
                secondary={`${line.quantity} × ${money.format(line.price)}`}
              />
            </ListItem>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Stack direction="row" justifyContent="space-between" sx={{ mb: 2 }}>
            <Typography>Subtotal</Typography>
            <Typography fontWeight="bold">{money.format(total)}</Typography>
          </Stack>
          <Button
            variant="contained"
            fullWidth
            disabled={cart.length === 0}
            onClick={() => setOpen(false)}
          >
            Check out
          </Button>
        </Box>
      </Drawer>
    </React.Fragment>
  );
}
