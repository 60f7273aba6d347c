import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import SearchIcon from '@mui/icons-material/Search';

export default function InputAdornments() {
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        id="monthly-budget"
        label="Monthly budget"
        defaultValue="1200"
        inputProps={{ inputMode: 'decimal' }}
        InputProps={{ startAdornment: <InputAdornment position="start">$</InputAdornment> }}
      />
      <TextField
        id="parcel-weight"
        label="Parcel weight"
        defaultValue="2.5"
        variant="filled"
        InputProps={{ endAdornment: <InputAdornment position="end">kg</InputAdornment> }}
      />
      <TextField
        id="account-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        defaultValue="correct horse battery"
        autoComplete="current-password"
        InputProps={{
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        }}
      />
      <TextField
        id="product-search"
        label="Search products"
        type="search"
        size="small"
        InputProps={{
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        }}
      />
    </Stack>
  );
}
