import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import InputBase from '@mui/material/InputBase';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';

export default function ComposedInputs() {
  const [query, setQuery] = React.useState('');

  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      <FormControl variant="outlined">
        <InputLabel htmlFor="domain-name">Domain</InputLabel>
        <OutlinedInput
          id="domain-name"
          label="Domain"
          defaultValue="acme-store"
          endAdornment={<InputAdornment position="end">.shop</InputAdornment>}
          aria-describedby="domain-name-helper"
        />
        <FormHelperText id="domain-name-helper">Lowercase letters and hyphens</FormHelperText>
      </FormControl>
      <Paper
        component="form"
        role="search"
        variant="outlined"
        onSubmit={(event: React.FormEvent) => event.preventDefault()}
        sx={{ display: 'flex', alignItems: 'center', paddingInlineStart: 2, borderRadius: 6 }}
      >
        <InputBase
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search orders"
          inputProps={{ 'aria-label': 'Search orders' }}
          sx={{ flex: 1 }}
        />
        <IconButton type="submit" aria-label="Search">
          <SearchIcon />
        </IconButton>
      </Paper>
    </Stack>
  );
}
