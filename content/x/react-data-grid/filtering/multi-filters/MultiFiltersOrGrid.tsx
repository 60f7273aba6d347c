import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';

interface City {
  id: number;
  city: string;
  country: string;
  continent: string;
  population: number;
  capital: boolean;
  lastCensus: Date;
}

const rows: City[] = [
  {
    id: 1,
    city: 'Tokyo',
    country: 'Japan',
    continent: 'Asia',
    population: 13.96,
    capital: true,
    lastCensus: new Date(2020, 9, 1),
  },
  {
    id: 2,
    city: 'Osaka',
    country: 'Japan',
    continent: 'Asia',
    population: 2.75,
    capital: false,
    lastCensus: new Date(2020, 9, 1),
  },
  {
    id: 3,
    city: 'Lagos',
    country: 'Nigeria',
    continent: 'Africa',
    population: 15.4,
    capital: false,
    lastCensus: new Date(2006, 2, 21),
  },
  {
    id: 4,
    city: 'Nairobi',
    country: 'Kenya',
    continent: 'Africa',
    population: 4.4,
    capital: true,
    lastCensus: new Date(2019, 7, 24),
  },
  {
    id: 5,
    city: 'São Paulo',
    country: 'Brazil',
    continent: 'South America',
    population: 11.45,
    capital: false,
    lastCensus: new Date(2022, 7, 1),
  },
  {
    id: 6,
    city: 'Bogotá',
    country: 'Colombia',
    continent: 'South America',
    population: 7.9,
    capital: true,
    lastCensus: new Date(2018, 5, 30),
  },
  {
    id: 7,
    city: 'Berlin',
    country: 'Germany',
    continent: 'Europe',
    population: 3.68,
    capital: true,
    lastCensus: new Date(2022, 4, 15),
  },
  {
    id: 8,
    city: 'Zürich',
    country: 'Switzerland',
    continent: 'Europe',
    population: 0.42,
    capital: false,
    lastCensus: new Date(2020, 11, 31),
  },
  {
    id: 9,
    city: 'Montréal',
    country: 'Canada',
    continent: 'North America',
    population: 1.76,
    capital: false,
    lastCensus: new Date(2021, 4, 11),
  },
  {
    id: 10,
    city: 'Mexico City',
    country: 'Mexico',
    continent: 'North America',
    population: 9.21,
    capital: true,
    lastCensus: new Date(2020, 2, 15),
  },
  {
    id: 11,
    city: 'Sydney',
    country: 'Australia',
    continent: 'Oceania',
    population: 5.23,
    capital: false,
    lastCensus: new Date(2021, 7, 10),
  },
  {
    id: 12,
    city: 'Reykjavík',
    country: 'Iceland',
    continent: 'Europe',
    population: 0.14,
    capital: true,
    lastCensus: new Date(2021, 0, 1),
  },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  {
    field: 'continent',
    headerName: 'Continent',
    type: 'singleSelect',
    valueOptions: ['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'],
    width: 140,
  },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
  { field: 'capital', headerName: 'Capital', type: 'boolean', width: 90 },
  { field: 'lastCensus', headerName: 'Last census', type: 'date', width: 130 },
];

export default function MultiFiltersOrGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'continent', operator: 'is', value: 'Oceania' },
                { id: 2, field: 'population', operator: '>', value: 10 },
              ],
              logicOperator: GridLogicOperator.Or,
            },
          },
        }}
        aria-label="Cities in Oceania or above ten million"
      />
    </Box>
  );
}
