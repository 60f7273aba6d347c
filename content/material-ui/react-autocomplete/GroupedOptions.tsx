import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Library {
  name: string;
  category: string;
}

const libraries: Library[] = [
  { name: 'React Router', category: 'Routing' },
  { name: 'TanStack Router', category: 'Routing' },
  { name: 'Redux Toolkit', category: 'State' },
  { name: 'Zustand', category: 'State' },
  { name: 'Jotai', category: 'State' },
  { name: 'React Hook Form', category: 'Forms' },
  { name: 'Formik', category: 'Forms' },
  { name: 'Zod', category: 'Validation' },
  { name: 'Yup', category: 'Validation' },
  { name: 'Vitest', category: 'Testing' },
  { name: 'Playwright', category: 'Testing' },
  { name: 'Testing Library', category: 'Testing' },
];

// groupBy only starts a new header when the group changes, so sort by group first.
const sortedLibraries = [...libraries].sort(
  (a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name),
);

export default function GroupedOptions() {
  return (
    <Autocomplete
      id="library-picker"
      options={sortedLibraries}
      groupBy={(library) => library.category}
      getOptionLabel={(library) => library.name}
      sx={{ maxWidth: 340 }}
      renderInput={(params) => <TextField {...params} label="Add a library" />}
    />
  );
}
