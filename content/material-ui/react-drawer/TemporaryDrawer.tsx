import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import LabelIcon from '@mui/icons-material/Label';
import MenuIcon from '@mui/icons-material/Menu';
import NotesIcon from '@mui/icons-material/Notes';

const folders = [
  { label: 'All notes', icon: <NotesIcon /> },
  { label: 'Favorites', icon: <FavoriteIcon /> },
  { label: 'Shared with me', icon: <FolderSharedIcon /> },
  { label: 'Trash', icon: <DeleteIcon /> },
];
const labels = ['Recipes', 'Travel plans', 'Work'];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('All notes');

  const go = (destination: string) => {
    setCurrent(destination);
    // A temporary drawer closes once the reader has picked where to go.
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Button variant="outlined" startIcon={<MenuIcon />} onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Notes" sx={{ width: 260 }}>
          <List>
            {folders.map((folder) => (
              <ListItem key={folder.label} disablePadding>
                <ListItemButton
                  selected={current === folder.label}
                  onClick={() => go(folder.label)}
                >
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText primary={folder.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List subheader={<ListSubheader>Labels</ListSubheader>}>
            {labels.map((label) => (
              <ListItem key={label} disablePadding>
                <ListItemButton selected={current === label} onClick={() => go(label)}>
                  <ListItemIcon>
                    <LabelIcon />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </React.Fragment>
  );
}
