import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

// Built outside the component: a new array on each render would re-run the filters.
const nameOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);
const capacityOperators = getGridNumericOperators().filter((operator) =>
  ['>=', '<='].includes(operator.value),
);
const citySelectOperators = getGridSingleSelectOperators().filter(
  (operator) => operator.value === 'isAnyOf',
);

interface Venue {
  id: number;
  name: string;
  city: string;
  capacity: number;
  bookingEmail: string;
}

const venues: Venue[] = [
  {
    id: 1,
    name: 'The Roundhouse',
    city: 'London',
    capacity: 3300,
    bookingEmail: 'events@roundhouse.example',
  },
  {
    id: 2,
    name: 'Paradiso',
    city: 'Amsterdam',
    capacity: 1500,
    bookingEmail: 'booking@paradiso.example',
  },
  {
    id: 3,
    name: 'Le Trianon',
    city: 'Paris',
    capacity: 1091,
    bookingEmail: 'contact@trianon.example',
  },
  {
    id: 4,
    name: 'Huxleys Neue Welt',
    city: 'Berlin',
    capacity: 4000,
    bookingEmail: 'info@huxleys.example',
  },
  {
    id: 5,
    name: 'The Jazz Cellar',
    city: 'London',
    capacity: 180,
    bookingEmail: 'hello@jazzcellar.example',
  },
  {
    id: 6,
    name: 'Melkweg',
    city: 'Amsterdam',
    capacity: 1700,
    bookingEmail: 'venue@melkweg.example',
  },
  {
    id: 7,
    name: 'La Cigale',
    city: 'Paris',
    capacity: 1389,
    bookingEmail: 'prod@lacigale.example',
  },
];

const columns: GridColDef<Venue>[] = [
  { field: 'name', headerName: 'Venue', flex: 1, minWidth: 170, filterOperators: nameOperators },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    valueOptions: ['Amsterdam', 'Berlin', 'London', 'Paris'],
    width: 130,
    filterOperators: citySelectOperators,
  },
  {
    field: 'capacity',
    headerName: 'Capacity',
    type: 'number',
    width: 110,
    filterOperators: capacityOperators,
  },
  // Not offered in the filter panel at all.
  { field: 'bookingEmail', headerName: 'Booking email', width: 220, filterable: false },
];

export default function CuratedOperatorsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={venues} columns={columns} hideFooter aria-label="Concert venues" />
    </Box>
  );
}
