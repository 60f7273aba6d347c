import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function ContextMenuPopover() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [lastAction, setLastAction] = React.useState('none yet');

  const choose = (action: string) => {
    setLastAction(action);
    setPosition(null);
  };

  return (
    <Box
      onContextMenu={(event) => {
        event.preventDefault();
        // Coordinates of the pointer, relative to the window.
        setPosition({ top: event.clientY, left: event.clientX });
      }}
      sx={{
        p: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        cursor: 'context-menu',
      }}
    >
      <Typography variant="body2">
        Right-click (or long-press) anywhere in this box. Last action: {lastAction}.
      </Typography>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        {/* autoFocusItem: the keyboard lands on the first action; arrow keys move between them. */}
        <MenuList dense autoFocusItem aria-label="Text actions">
          {['Copy', 'Highlight', 'Add a comment'].map((action) => (
            <MenuItem key={action} onClick={() => choose(action)}>
              {action}
            </MenuItem>
          ))}
        </MenuList>
      </Popover>
    </Box>
  );
}
