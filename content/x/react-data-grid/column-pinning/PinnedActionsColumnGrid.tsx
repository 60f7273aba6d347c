import * as React from 'react';
import Box from '@mui/material/Box';
import BuildIcon from '@mui/icons-material/Build';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid-pro';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  year: number;
  mileageKm: number;
  depot: string;
  driver: string;
  nextService: string;
  fuel: string;
}

const initialRows: Vehicle[] = [
  {
    id: 1,
    plate: 'KX-482-TR',
    model: 'Ford Transit',
    year: 2021,
    mileageKm: 84200,
    depot: 'North',
    driver: 'Samira Haddad',
    nextService: 'June 3',
    fuel: 'Diesel',
  },
  {
    id: 2,
    plate: 'LM-107-QA',
    model: 'Renault Kangoo E-Tech',
    year: 2023,
    mileageKm: 21750,
    depot: 'Central',
    driver: 'Piotr Zielinski',
    nextService: 'Aug 19',
    fuel: 'Electric',
  },
  {
    id: 3,
    plate: 'BD-930-VE',
    model: 'Mercedes Sprinter',
    year: 2019,
    mileageKm: 162900,
    depot: 'North',
    driver: 'Grace Otieno',
    nextService: 'May 28',
    fuel: 'Diesel',
  },
  {
    id: 4,
    plate: 'RT-551-NS',
    model: 'Toyota Proace',
    year: 2022,
    mileageKm: 47300,
    depot: 'South',
    driver: 'Mateo Silva',
    nextService: 'July 7',
    fuel: 'Diesel',
  },
  {
    id: 5,
    plate: 'HV-268-GO',
    model: 'Citroën ë-Berlingo',
    year: 2023,
    mileageKm: 15400,
    depot: 'Central',
    driver: 'Elin Johansson',
    nextService: 'Sept 2',
    fuel: 'Electric',
  },
];

export default function PinnedActionsColumnGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Vehicle>[]>(() => {
    const remove = (id: GridRowId) =>
      setRows((previous) => previous.filter((row) => row.id !== id));
    const bookService = (id: GridRowId) =>
      setRows((previous) =>
        previous.map((row) => (row.id === id ? { ...row, nextService: 'Booked today' } : row)),
      );
    return [
      { field: 'plate', headerName: 'Plate', width: 120 },
      { field: 'model', headerName: 'Model', width: 190 },
      { field: 'year', headerName: 'Year', type: 'number', width: 90 },
      { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 130 },
      { field: 'depot', headerName: 'Depot', width: 110 },
      { field: 'driver', headerName: 'Driver', width: 170 },
      { field: 'nextService', headerName: 'Next service', width: 130 },
      { field: 'fuel', headerName: 'Fuel', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="service"
            icon={<BuildIcon />}
            label={`Book a service for ${row.plate}`}
            onClick={() => bookService(id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Remove ${row.plate}`}
            onClick={() => remove(id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        initialState={{
          pinnedColumns: {
            // The checkboxes and the plate stay at the start, the actions at the end.
            left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'plate'],
            right: ['actions'],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
