import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import HighlightIcon from '@mui/icons-material/Highlight';
import { alpha } from '@mui/material/styles';
import {
  ColumnMenuPropsOverrides,
  DataGrid,
  GridColDef,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuProps,
  GridColumnMenuSortItem,
} from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  departure: string;
  gate: string;
  status: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'LH 2211',
    destination: 'Munich',
    departure: '07:45',
    gate: 'B12',
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'AF 1341',
    destination: 'Paris',
    departure: '08:10',
    gate: 'A03',
    status: 'On time',
  },
  {
    id: 3,
    flight: 'KL 1010',
    destination: 'Amsterdam',
    departure: '08:35',
    gate: 'C07',
    status: 'Delayed',
  },
  {
    id: 4,
    flight: 'IB 3167',
    destination: 'Madrid',
    departure: '09:05',
    gate: 'B04',
    status: 'On time',
  },
  {
    id: 5,
    flight: 'SK 1464',
    destination: 'Copenhagen',
    departure: '09:20',
    gate: 'A11',
    status: 'Gate change',
  },
  {
    id: 6,
    flight: 'TP 1333',
    destination: 'Lisbon',
    departure: '09:50',
    gate: 'C02',
    status: 'On time',
  },
];

// Declares the extra props of the columnMenu slot, so that slotProps accepts them.
declare module '@mui/x-data-grid' {
  interface ColumnMenuPropsOverrides {
    highlighted?: string | null;
    onHighlight?: (field: string | null) => void;
  }
}

// A menu of our own: two built-in items and one that is not a grid feature at all.
function HighlightColumnMenu(props: GridColumnMenuProps & ColumnMenuPropsOverrides) {
  const { hideMenu, colDef, highlighted, onHighlight, ...other } = props;
  const isHighlighted = highlighted === colDef.field;

  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <MenuItem
        onClick={(event) => {
          onHighlight?.(isHighlighted ? null : colDef.field);
          hideMenu(event);
        }}
      >
        <ListItemIcon>
          <HighlightIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{isHighlighted ? 'Remove highlight' : 'Highlight column'}</ListItemText>
      </MenuItem>
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function HighlightColumnMenuGrid() {
  const [highlighted, setHighlighted] = React.useState<string | null>('gate');

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={({ field }) => (field === highlighted ? 'highlighted' : '')}
        slots={{ columnMenu: HighlightColumnMenu }}
        // Extra props reach the slot through slotProps.
        slotProps={{ columnMenu: { highlighted, onHighlight: setHighlighted } }}
        sx={{
          '& .highlighted': {
            bgcolor: (theme) =>
              theme.vars
                ? `rgba(${theme.vars.palette.warning.mainChannel} / 0.16)`
                : alpha(theme.palette.warning.main, 0.16),
            fontWeight: 'fontWeightMedium',
          },
        }}
        hideFooter
      />
    </Box>
  );
}
