import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const mergeMethods = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [open, setOpen] = React.useState(false);
  const [method, setMethod] = React.useState(1);
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const arrowRef = React.useRef<HTMLButtonElement>(null);
  const menuId = React.useId();

  const close = (event: Event | React.SyntheticEvent) => {
    // A click on the arrow button toggles the menu itself.
    if (anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };

  return (
    <>
      <ButtonGroup variant="contained" ref={anchorRef} aria-label="Merge pull request">
        <Button>{mergeMethods[method]}</Button>
        <Button
          ref={arrowRef}
          size="small"
          aria-label="Choose a merge method"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        transition
        placement="bottom-start"
        sx={{ zIndex: 1 }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top' }}>
            <Paper>
              <ClickAwayListener onClickAway={close}>
                <MenuList id={menuId} autoFocusItem>
                  {mergeMethods.map((label, index) => (
                    <MenuItem
                      key={label}
                      selected={index === method}
                      onClick={() => {
                        setMethod(index);
                        setOpen(false);
                        arrowRef.current?.focus();
                      }}
                      onKeyDown={(event) => {
                        if (event.key === 'Escape' || event.key === 'Tab') {
                          event.preventDefault();
                          setOpen(false);
                          arrowRef.current?.focus();
                        }
                      }}
                    >
                      {label}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </>
  );
}
