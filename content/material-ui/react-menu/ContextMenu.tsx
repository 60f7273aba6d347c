import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import SearchIcon from '@mui/icons-material/Search';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [lastAction, setLastAction] = React.useState(
    'Right-click the quote, or focus it and press Shift+F10.',
  );

  const handleContextMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // A second right-click while the menu is open closes it, like the browser's own menu.
    if (position) {
      setPosition(null);
      return;
    }
    // Opened from the keyboard, the event has no pointer position: use the element's corner.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setPosition(
      fromKeyboard
        ? { top: rect.top + 8, left: rect.left + 8 }
        : { top: event.clientY + 2, left: event.clientX + 2 },
    );
  };

  const run = (action: string) => () => {
    setLastAction(`${action}.`);
    setPosition(null);
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography
        component="blockquote"
        tabIndex={0}
        onContextMenu={handleContextMenu}
        sx={{
          m: 0,
          p: 2,
          borderInlineStart: 4,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
          cursor: 'context-menu',
        }}
      >
        The best way to get a good idea is to have a lot of ideas, then throw the bad ones away.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {lastAction}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        // Position the menu at a point on the screen instead of next to an element.
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        MenuListProps={{ 'aria-label': 'Quote actions', dense: true }}
      >
        <MenuItem onClick={run('Copied the quote')}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Copy</ListItemText>
        </MenuItem>
        <MenuItem onClick={run('Copied a link to the quote')}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Copy link</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={run('Searched for the author')}>
          <ListItemIcon>
            <SearchIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Search for the author</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
}
