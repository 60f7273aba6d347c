import * as React from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';

const spacings = [
  { value: 1, label: 'Single' },
  { value: 1.15, label: '1.15' },
  { value: 1.5, label: '1.5' },
  { value: 2, label: 'Double' },
];

export default function DenseCheckMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [spacing, setSpacing] = React.useState(1.15);
  const open = Boolean(anchorEl);

  return (
    <React.Fragment>
      <Button
        variant="outlined"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Line spacing: {spacings.find((option) => option.value === spacing)?.label}
      </Button>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ dense: true, 'aria-label': 'Line spacing' }}
      >
        {spacings.map((option) => {
          const checked = option.value === spacing;
          return (
            <MenuItem
              key={option.value}
              // A check mark is a state: say it with menuitemradio and aria-checked.
              role="menuitemradio"
              aria-checked={checked}
              selected={checked}
              onClick={() => {
                setSpacing(option.value);
                setAnchorEl(null);
              }}
            >
              {checked ? (
                <ListItemIcon>
                  <CheckIcon fontSize="small" />
                </ListItemIcon>
              ) : null}
              {/* `inset` keeps the labels aligned when the icon is absent. */}
              <ListItemText inset={!checked}>{option.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </React.Fragment>
  );
}
