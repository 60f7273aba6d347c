import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';

const shortcuts = ['New document', 'Upload a file', 'Create a folder'];

export default function GrowPanel() {
  const theme = useTheme();
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ height: 200 }}>
      <Button
        variant="outlined"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="grow-panel"
      >
        {open ? 'Close' : 'Create'}
      </Button>
      {/* Grows out of its top start corner, where the button is (inline styles are not flipped for RTL). */}
      <Grow
        in={open}
        style={{ transformOrigin: theme.direction === 'rtl' ? 'top right' : 'top left' }}
        unmountOnExit
      >
        <Paper id="grow-panel" elevation={4} sx={{ mt: 1, width: 220 }}>
          <MenuList dense aria-label="Create">
            {shortcuts.map((label) => (
              <MenuItem key={label} onClick={() => setOpen(false)}>
                {label}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Grow>
    </Box>
  );
}
