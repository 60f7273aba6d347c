import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Repository {
  fullName: string;
  stars: number;
}

// Stands in for a request to your API.
function fetchRepositories(): Promise<Repository[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      resolve([
        { fullName: 'facebook/react', stars: 228000 },
        { fullName: 'mui/material-ui', stars: 93000 },
        { fullName: 'vercel/next.js', stars: 125000 },
        { fullName: 'vitejs/vite', stars: 68000 },
        { fullName: 'microsoft/TypeScript', stars: 100000 },
        { fullName: 'tailwindlabs/tailwindcss', stars: 82000 },
      ]);
    }, 1200);
  });
}

export default function AsyncLoading() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Repository[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = async () => {
    setOpen(true);
    if (options.length > 0 || loading) {
      return;
    }
    setLoading(true);
    const repositories = await fetchRepositories();
    setOptions(repositories);
    setLoading(false);
  };

  return (
    <Autocomplete
      id="repository-search"
      sx={{ maxWidth: 340 }}
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      loadingText="Loading repositories…"
      getOptionLabel={(repository) => repository.fullName}
      isOptionEqualToValue={(option, value) => option.fullName === value.fullName}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Repository"
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <React.Fragment>
                {loading ? <CircularProgress color="inherit" size={20} aria-hidden /> : null}
                {params.InputProps.endAdornment}
              </React.Fragment>
            ),
          }}
        />
      )}
    />
  );
}
