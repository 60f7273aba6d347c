import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  GridToolbar,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
  vegetarian: boolean;
}

const recipes: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'North African', minutes: 30, vegetarian: true },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20, vegetarian: false },
  { id: 3, dish: 'Mujadara', cuisine: 'Levantine', minutes: 50, vegetarian: true },
  { id: 4, dish: 'Cacio e pepe', cuisine: 'Italian', minutes: 15, vegetarian: true },
  { id: 5, dish: 'Chicken adobo', cuisine: 'Filipino', minutes: 60, vegetarian: false },
  { id: 6, dish: 'Chana masala', cuisine: 'Indian', minutes: 40, vegetarian: true },
  { id: 7, dish: 'Bibimbap', cuisine: 'Korean', minutes: 45, vegetarian: false },
  { id: 8, dish: 'Feijoada', cuisine: 'Brazilian', minutes: 180, vegetarian: false },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
];

const STORAGE_KEY = 'mui-x-docs-recipes-grid-state';

export default function AutoSaveStateGrid() {
  const apiRef = useGridApiRef();
  // `undefined` until storage has been read: the server has no localStorage.
  const [savedState, setSavedState] = React.useState<GridInitialState | null>();
  const [generation, setGeneration] = React.useState(0);
  const skipNextSave = React.useRef(false);

  React.useEffect(() => {
    try {
      const stored = window.localStorage.getItem(STORAGE_KEY);
      setSavedState(stored ? (JSON.parse(stored) as GridInitialState) : null);
    } catch {
      setSavedState(null);
    }
  }, []);

  const saveState = React.useCallback(() => {
    if (skipNextSave.current) {
      skipNextSave.current = false;
      return;
    }
    if (apiRef.current?.exportState) {
      const state = apiRef.current.exportState({ exportOnlyDirtyModels: true });
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    }
  }, [apiRef]);

  // Save when the reader leaves the page or the grid unmounts.
  React.useEffect(() => {
    if (savedState === undefined) {
      return undefined;
    }
    window.addEventListener('beforeunload', saveState);
    return () => {
      window.removeEventListener('beforeunload', saveState);
      saveState();
    };
  }, [savedState, saveState, generation]);

  const forget = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    // The old grid unmounts next: do not save its view again on the way out.
    skipNextSave.current = true;
    setSavedState(null);
    // A new key mounts a fresh grid in the default view.
    setGeneration((value) => value + 1);
  };

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {savedState && Object.keys(savedState).length > 0
            ? 'Restored the view you left last time.'
            : 'Sort, filter or hide a column, then reload the page.'}
        </Typography>
        <Button size="small" onClick={forget} disabled={savedState === undefined}>
          Forget my view
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {savedState === undefined ? null : (
          <DataGrid
            key={generation}
            apiRef={apiRef}
            rows={recipes}
            columns={columns}
            initialState={savedState ?? undefined}
            slots={{ toolbar: GridToolbar }}
            aria-label="Recipes"
          />
        )}
      </Box>
    </Box>
  );
}
