import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValue,
  GridFilterOperator,
  GridToolbar,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Ingredient {
  id: number;
  name: string;
  allergens: string;
}

const rows: Ingredient[] = [
  { id: 1, name: 'Pesto', allergens: 'nuts, milk' },
  { id: 2, name: 'Hummus', allergens: 'sesame' },
  { id: 3, name: 'Brioche', allergens: 'gluten, eggs, milk' },
  { id: 4, name: 'Miso soup', allergens: 'soy' },
  { id: 5, name: 'Rice noodles', allergens: '' },
  { id: 6, name: 'Satay sauce', allergens: 'peanuts, soy' },
];

// "does not contain": keeps rows whose text does not include the value.
const doesNotContain: GridFilterOperator<Ingredient, string> = {
  label: 'does not contain',
  headerLabel: 'Does not contain',
  value: 'doesNotContain',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const needle = String(filterItem.value).toLowerCase();
    return (params) =>
      !String(params.value ?? '')
        .toLowerCase()
        .includes(needle);
  },
  // Reuses the grid's own text input for the value.
  InputComponent: GridFilterInputValue,
};

const columns: GridColDef<Ingredient>[] = [
  { field: 'name', headerName: 'Ingredient', flex: 1, minWidth: 150 },
  {
    field: 'allergens',
    headerName: 'Allergens',
    flex: 1,
    minWidth: 180,
    // The default string operators, plus the new one.
    filterOperators: [...getGridStringOperators(), doesNotContain],
  },
];

export default function ExtendedStringOperatorsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'allergens', operator: 'doesNotContain', value: 'milk' }],
            },
          },
        }}
        aria-label="Ingredients without a given allergen"
      />
    </Box>
  );
}
