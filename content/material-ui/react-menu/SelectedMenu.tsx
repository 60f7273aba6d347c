import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SortIcon from '@mui/icons-material/Sort';

const sortOrders = [
  'Newest first',
  'Oldest first',
  'Most commented',
  'Recently updated',
  'Least recently updated',
];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(3);
  const open = Boolean(anchorEl);

  return (
    <React.Fragment>
      <List sx={{ maxWidth: 320, bgcolor: 'background.paper' }} aria-label="Issue list options">
        <ListItem disablePadding>
          <ListItemButton
            id="sort-order-button"
            aria-haspopup="listbox"
            aria-controls={open ? 'sort-order-menu' : undefined}
            aria-expanded={open ? 'true' : undefined}
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <ListItemIcon>
              <SortIcon />
            </ListItemIcon>
            <ListItemText primary="Sort issues" secondary={sortOrders[selectedIndex]} />
          </ListItemButton>
        </ListItem>
      </List>
      {/* variant="selectedMenu" (the default) focuses the selected item when the menu opens. */}
      <Menu
        id="sort-order-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'sort-order-button', role: 'listbox' }}
      >
        {sortOrders.map((order, index) => (
          <MenuItem
            key={order}
            role="option"
            aria-selected={index === selectedIndex}
            selected={index === selectedIndex}
            disabled={order === 'Most commented'}
            onClick={() => {
              setSelectedIndex(index);
              setAnchorEl(null);
            }}
          >
            {order}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
