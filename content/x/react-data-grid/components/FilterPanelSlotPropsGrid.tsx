import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GetColumnForNewFilterArgs,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';

interface Apartment {
  id: number;
  neighborhood: string;
  rooms: number;
  rent: number;
  balcony: boolean;
}

const apartments: Apartment[] = [
  { id: 1, neighborhood: 'Kreuzberg', rooms: 2, rent: 1180, balcony: true },
  { id: 2, neighborhood: 'Neukölln', rooms: 1, rent: 790, balcony: false },
  { id: 3, neighborhood: 'Prenzlauer Berg', rooms: 3, rent: 1650, balcony: true },
  { id: 4, neighborhood: 'Wedding', rooms: 2, rent: 920, balcony: false },
  { id: 5, neighborhood: 'Friedrichshain', rooms: 2, rent: 1240, balcony: true },
  { id: 6, neighborhood: 'Moabit', rooms: 4, rent: 1890, balcony: true },
  { id: 7, neighborhood: 'Schöneberg', rooms: 1, rent: 860, balcony: true },
];

const columns: GridColDef<Apartment>[] = [
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'neighborhood', headerName: 'Neighborhood', flex: 1, minWidth: 160 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'balcony', headerName: 'Balcony', type: 'boolean', width: 100 },
];

const filterPanelProps = {
  // Only "And": every condition must hold, the And/Or select stays disabled.
  logicOperators: [GridLogicOperator.And],
  // Column names in the column select sorted A to Z, not in column order.
  columnsSort: 'asc' as const,
  // A new condition picks the first column that has no condition yet.
  getColumnForNewFilter: ({ currentFilters, columns: allColumns }: GetColumnForNewFilterArgs) => {
    const used = new Set(currentFilters.map((item) => item.field));
    return allColumns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
  },
  filterFormProps: {
    columnInputProps: { variant: 'outlined', size: 'small' },
    operatorInputProps: { variant: 'outlined', size: 'small' },
    valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
  },
  sx: { '& .MuiDataGrid-filterForm': { gap: 1, p: 1.5 } },
};

function FilterOnlyToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilterPanelSlotPropsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={apartments}
        columns={columns}
        slots={{ toolbar: FilterOnlyToolbar }}
        slotProps={{ filterPanel: filterPanelProps }}
        hideFooter
        aria-label="Apartments for rent"
      />
    </Box>
  );
}
