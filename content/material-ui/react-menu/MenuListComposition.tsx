import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

const options = ['Every new comment', 'Mentions only', 'Daily digest', 'Off'];

export default function MenuListComposition() {
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState('Mentions only');
  const anchorRef = React.useRef<HTMLButtonElement>(null);

  const close = (event: Event | React.SyntheticEvent) => {
    // A click on the button itself toggles through its own handler.
    if (anchorRef.current?.contains(event.target as HTMLElement)) {
      return;
    }
    setOpen(false);
  };

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      anchorRef.current?.focus();
    }
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button
        ref={anchorRef}
        id="notify-button"
        variant="outlined"
        startIcon={<NotificationsIcon />}
        aria-controls={open ? 'notify-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={() => setOpen((previous) => !previous)}
      >
        Notify me
      </Button>
      <Typography variant="body2" color="text.secondary">
        Current setting: {choice}
      </Typography>
      {/* No backdrop and no scroll lock: the page stays usable while the list is open. */}
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        transition
        disablePortal
        sx={{ zIndex: 'modal' }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top' }}>
            <Paper elevation={8}>
              <ClickAwayListener onClickAway={close}>
                <MenuList
                  autoFocusItem={open}
                  id="notify-menu"
                  aria-labelledby="notify-button"
                  onKeyDown={handleListKeyDown}
                >
                  {options.map((option) => (
                    <MenuItem
                      key={option}
                      selected={option === choice}
                      onClick={(event) => {
                        setChoice(option);
                        close(event);
                        anchorRef.current?.focus();
                      }}
                    >
                      {option}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Stack>
  );
}
