import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Fade from '@mui/material/Fade';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha, createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Every Menu and MenuItem under this theme gets the compact, rounded look.
const withCompactMenus = (outerTheme: Theme) =>
  createTheme(outerTheme, {
    components: {
      MuiMenu: {
        defaultProps: { TransitionComponent: Fade },
        styleOverrides: {
          paper: ({ theme }: { theme: Theme }) => ({
            marginTop: theme.spacing(0.5),
            minWidth: 200,
            borderRadius: theme.shape.borderRadius * 2,
            border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
            boxShadow: theme.shadows[3],
          }),
          list: { padding: 4 },
        },
      },
      MuiMenuItem: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            borderRadius: theme.shape.borderRadius,
            fontSize: theme.typography.body2.fontSize,
            '& .MuiSvgIcon-root': {
              fontSize: 18,
              color: (theme.vars ?? theme).palette.text.secondary,
            },
            '&:active': {
              backgroundColor: theme.vars
                ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.16)`
                : alpha(theme.palette.primary.main, 0.16),
            },
          }),
        },
      },
    },
  });

export default function CustomizedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <ThemeProvider theme={withCompactMenus}>
      <Button
        variant="contained"
        disableElevation
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Options
      </Button>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-label': 'Project options' }}
      >
        <MenuItem onClick={close}>
          <ListItemIcon>
            <EditIcon />
          </ListItemIcon>
          <ListItemText>Edit project</ListItemText>
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ContentCopyIcon />
          </ListItemIcon>
          <ListItemText>Duplicate</ListItemText>
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ArchiveIcon />
          </ListItemIcon>
          <ListItemText>Archive</ListItemText>
        </MenuItem>
      </Menu>
    </ThemeProvider>
  );
}
