import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import type {} from '@mui/material/themeCssVarsAugmentation';

// A search field on the paper background: readable on any bar color, in light and dark mode.
const Search = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  paddingInline: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  color: (theme.vars ?? theme).palette.text.secondary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  width: '100%',
  maxWidth: 320,
}));

export default function SearchAppBar() {
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          variant="h6"
          component="div"
          noWrap
          sx={{ display: { xs: 'none', sm: 'block' } }}
        >
          Recipes
        </Typography>
        <Search>
          <SearchIcon fontSize="small" aria-hidden />
          <InputBase
            placeholder="Search 2,400 recipes"
            inputProps={{ 'aria-label': 'Search recipes' }}
            sx={{
              color: 'text.primary',
              flexGrow: 1,
              py: 0.5,
              '& .MuiInputBase-input::placeholder': { color: 'text.secondary', opacity: 1 },
            }}
          />
        </Search>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton color="inherit" aria-label="Notifications, 3 new">
          <Badge badgeContent={3} color="secondary">
            <NotificationsIcon />
          </Badge>
        </IconButton>
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>LB</Avatar>
      </Toolbar>
    </AppBar>
  );
}
