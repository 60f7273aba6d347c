import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const recentSearches = [
  'wireless headphones',
  'standing desk',
  'mechanical keyboard',
  'usb-c hub',
  'ergonomic chair',
  'monitor arm',
];

export default function FreeSolo() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 340 }}>
      <Autocomplete
        id="job-title"
        freeSolo
        options={['Software engineer', 'Product designer', 'Data analyst', 'Product manager']}
        renderInput={(params) => (
          <TextField {...params} label="Job title" helperText="Pick one or type your own" />
        )}
      />
      <Autocomplete
        id="store-search"
        freeSolo
        disableClearable
        options={recentSearches}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Search the store"
            InputProps={{ ...params.InputProps, type: 'search' }}
          />
        )}
      />
    </Stack>
  );
}
