import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function FadePopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ minHeight: 120 }}>
      <Button
        variant="outlined"
        aria-describedby={open ? 'password-rules' : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {open ? 'Hide password rules' : 'Show password rules'}
      </Button>
      {/* transition: children is a function receiving the props of the transition to render. */}
      <Popper
        id="password-rules"
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={250}>
            <Paper elevation={6} sx={{ p: 2, mt: 1, maxWidth: 280 }}>
              <Typography variant="body2">
                At least 12 characters, with one number and one symbol. Avoid your name or email
                address.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
