import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchIcon from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputDecorators() {
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Input
        type="search"
        placeholder="Search articles"
        startDecorator={<SearchIcon />}
        endDecorator={<Button size="sm">Search</Button>}
        aria-label="Search articles"
      />
      <FormControl>
        <FormLabel>Monthly budget</FormLabel>
        <Input
          type="number"
          defaultValue={250}
          startDecorator={<Typography textColor="text.secondary">$</Typography>}
          endDecorator={<Typography level="body-sm">USD</Typography>}
          slotProps={{ input: { min: 0, step: 10 } }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          endDecorator={
            <IconButton
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((value) => !value)}
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          }
        />
      </FormControl>
    </Stack>
  );
}
