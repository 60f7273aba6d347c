import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const CUISINES = ['Italian', 'Japanese', 'Mexican', 'Lebanese', 'Indian'];

interface Restaurant {
  id: number;
  name: string;
  cuisine: string;
  rating: number;
  price: string;
}

const restaurants: Restaurant[] = [
  { id: 1, name: 'Trattoria Alba', cuisine: 'Italian', rating: 4.6, price: '$$' },
  { id: 2, name: 'Kaiseki Hana', cuisine: 'Japanese', rating: 4.8, price: '$$$$' },
  { id: 3, name: 'Taquería La Luz', cuisine: 'Mexican', rating: 4.4, price: '$' },
  { id: 4, name: 'Beit Zaatar', cuisine: 'Lebanese', rating: 4.5, price: '$$' },
  { id: 5, name: 'Pasta Fresca', cuisine: 'Italian', rating: 4.1, price: '$' },
  { id: 6, name: 'Ramen Koji', cuisine: 'Japanese', rating: 4.3, price: '$' },
  { id: 7, name: 'Dilli Haat', cuisine: 'Indian', rating: 4.7, price: '$$' },
  { id: 8, name: 'Osteria Verde', cuisine: 'Italian', rating: 4.2, price: '$$$' },
  { id: 9, name: 'Cedar Grill', cuisine: 'Lebanese', rating: 4.0, price: '$' },
  { id: 10, name: 'Masala Route', cuisine: 'Indian', rating: 4.4, price: '$$' },
];

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', flex: 1, minWidth: 150 },
  {
    field: 'cuisine',
    headerName: 'Cuisine',
    type: 'singleSelect',
    valueOptions: CUISINES,
    width: 120,
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price', width: 80 },
];

// How many restaurants each cuisine has: the facet counts.
const counts = restaurants.reduce<Record<string, number>>((acc, restaurant) => {
  acc[restaurant.cuisine] = (acc[restaurant.cuisine] ?? 0) + 1;
  return acc;
}, {});

export default function FacetCountsFilterGrid() {
  const [selected, setSelected] = React.useState<string[]>([]);

  // One `isAnyOf` item holds every ticked cuisine; no item when none is ticked.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: selected.length
        ? [{ id: 'cuisine', field: 'cuisine', operator: 'isAnyOf', value: selected }]
        : [],
    }),
    [selected],
  );

  const toggle = (cuisine: string) =>
    setSelected((previous) =>
      previous.includes(cuisine)
        ? previous.filter((value) => value !== cuisine)
        : [...previous, cuisine],
    );

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 150 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Cuisine
        </Typography>
        <FormGroup>
          {CUISINES.map((cuisine) => (
            <FormControlLabel
              key={cuisine}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(cuisine)}
                  onChange={() => toggle(cuisine)}
                />
              }
              label={`${cuisine} (${counts[cuisine] ?? 0})`}
            />
          ))}
        </FormGroup>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={restaurants}
          columns={columns}
          filterModel={filterModel}
          disableColumnFilter
          hideFooter
          aria-label="Restaurants"
        />
      </Box>
    </Box>
  );
}
