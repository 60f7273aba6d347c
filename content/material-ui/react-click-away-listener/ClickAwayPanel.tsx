import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ClickAwayPanel() {
  const [open, setOpen] = React.useState(false);

  return (
    // The listener wraps both the button and the panel: clicks on either count as inside.
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative', display: 'inline-block', minHeight: 140 }}>
        <Button
          variant="outlined"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="filters-panel"
        >
          Filters
        </Button>
        {open ? (
          <Paper
            id="filters-panel"
            elevation={6}
            sx={{ position: 'absolute', top: 44, insetInlineStart: 0, zIndex: 1, p: 2, width: 240 }}
          >
            <Typography variant="body2">
              Click anywhere outside this panel (or the button) to close it.
            </Typography>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
