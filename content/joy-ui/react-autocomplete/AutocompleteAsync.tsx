import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Repository {
  fullName: string;
  stars: number;
}

const catalog: Repository[] = [
  { fullName: 'mui/material-ui', stars: 93000 },
  { fullName: 'mui/mui-x', stars: 4100 },
  { fullName: 'facebook/react', stars: 226000 },
  { fullName: 'vercel/next.js', stars: 124000 },
  { fullName: 'vitejs/vite', stars: 67000 },
  { fullName: 'microsoft/TypeScript', stars: 100000 },
];

/** Stands in for a request to your API: answers after 1.2 seconds. */
function fetchRepositories(): Promise<Repository[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(catalog), 1200);
  });
}

export default function AutocompleteAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Repository[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    let active = true;
    fetchRepositories().then((repositories) => {
      if (active) {
        setOptions(repositories);
      }
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Repository</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        getOptionLabel={(option) => option.fullName}
        isOptionEqualToValue={(option, value) => option.fullName === value.fullName}
        placeholder="Open to load repositories"
        endDecorator={
          loading ? <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} /> : null
        }
      />
    </FormControl>
  );
}
