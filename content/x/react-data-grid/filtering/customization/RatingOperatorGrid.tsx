import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridToolbar,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  name: string;
  city: string;
  stars: number;
}

const rows: Hotel[] = [
  { id: 1, name: 'Harbour Lights', city: 'Lisbon', stars: 4 },
  { id: 2, name: 'The Linden', city: 'Berlin', stars: 3 },
  { id: 3, name: 'Casa Azul', city: 'Oaxaca', stars: 5 },
  { id: 4, name: 'North Star Inn', city: 'Tromsø', stars: 2 },
  { id: 5, name: 'Kyoto Garden', city: 'Kyoto', stars: 5 },
  { id: 6, name: 'Desert Rose', city: 'Marrakesh', stars: 4 },
  { id: 7, name: 'Budget Stay', city: 'Leeds', stars: 1 },
];

/** The value input of the operator: a star rating instead of a text field. */
function StarsInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name={`stars-filter-${item.id ?? item.field}`}
        value={Number(item.value ?? 0)}
        onChange={(_event, value) => applyValue({ ...item, value })}
        ref={focusElementRef}
        aria-label="Minimum stars"
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Hotel, number> = {
  label: 'at least',
  headerLabel: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null; // No value yet: the filter is ignored.
    }
    return (params) => Number(params.value) >= Number(filterItem.value);
  },
  InputComponent: StarsInput,
  getValueAsString: (value: number) => `${value} stars`,
};

const columns: GridColDef<Hotel>[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'stars',
    headerName: 'Stars',
    width: 160,
    type: 'number',
    renderCell: (params) => (
      <Rating value={params.value ?? 0} readOnly aria-label={`${params.value} stars`} />
    ),
    filterOperators: [atLeastOperator],
  },
];

export default function RatingOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'stars', operator: 'atLeast', value: 4 }] } },
        }}
        aria-label="Hotels filtered by a minimum star rating"
      />
    </Box>
  );
}
