import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import MenuRounded from '@mui/icons-material/MenuRounded';

const pages = ['Dashboard', 'Orders', 'Customers', 'Products', 'Reports'];

export default function DrawerBasics() {
  const [open, setOpen] = React.useState(false);
  const [page, setPage] = React.useState('Orders');

  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<MenuRounded />}
        onClick={() => setOpen(true)}
      >
        Menu
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close the menu" />
        <DialogTitle>Acme Store</DialogTitle>
        <List component="nav" aria-label="Store sections" size="lg" sx={{ px: 1 }}>
          {pages.map((item) => (
            <ListItem key={item}>
              <ListItemButton
                selected={item === page}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  setPage(item);
                  setOpen(false);
                }}
              >
                {item}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
