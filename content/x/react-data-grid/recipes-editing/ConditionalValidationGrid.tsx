import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridPreProcessEditCellProps } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Delivery {
  id: number;
  customer: string;
  method: 'Courier' | 'Post' | 'Pickup';
  address: string;
}

const rows: Delivery[] = [
  { id: 1, customer: 'Olga Nowak', method: 'Courier', address: '12 Rue des Lilas, Nantes' },
  { id: 2, customer: 'Samuel Adeyemi', method: 'Post', address: '4 Mill Lane, York' },
  { id: 3, customer: 'Rosa Lima', method: 'Pickup', address: '' },
  { id: 4, customer: 'Kenji Sato', method: 'Courier', address: '7-2 Hongo, Tokyo' },
];

// The address is required, except for orders picked up in the shop.
function validateAddress({ props, otherFieldsProps }: GridPreProcessEditCellProps) {
  const method = otherFieldsProps?.method?.value as Delivery['method'] | undefined;
  const missing = method !== 'Pickup' && String(props.value ?? '').trim() === '';
  return { ...props, error: missing };
}

const columns: GridColDef<Delivery>[] = [
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'method',
    headerName: 'Delivery',
    type: 'singleSelect',
    valueOptions: ['Courier', 'Post', 'Pickup'],
    width: 120,
    editable: true,
  },
  {
    field: 'address',
    headerName: 'Address',
    flex: 1,
    minWidth: 200,
    editable: true,
    preProcessEditCellProps: validateAddress,
  },
];

export default function ConditionalValidationGrid() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Double-click a row to edit it, <kbd>Enter</kbd> to save, <kbd>Escape</kbd> to cancel. Rosa
        picks up her order: change her delivery to Courier and the empty address becomes invalid.
      </Typography>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          hideFooter
          sx={(theme) => ({
            '& .MuiDataGrid-cell--editing .Mui-error': {
              backgroundColor: theme.vars
                ? `rgba(${theme.vars.palette.error.mainChannel} / 0.12)`
                : alpha(theme.palette.error.main, 0.12),
              color: 'error.main',
            },
          })}
        />
      </Box>
    </Stack>
  );
}
