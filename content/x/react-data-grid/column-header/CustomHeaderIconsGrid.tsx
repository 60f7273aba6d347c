import * as React from 'react';
import Box from '@mui/material/Box';
import { SvgIconProps } from '@mui/material/SvgIcon';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { DataGrid, GridColDef, GridSortDirection } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  waterEveryDays: number;
  heightCm: number;
}

const rows: Plant[] = [
  {
    id: 1,
    name: 'Monstera deliciosa',
    light: 'Bright, indirect',
    waterEveryDays: 7,
    heightCm: 120,
  },
  { id: 2, name: 'Snake plant', light: 'Low to bright', waterEveryDays: 14, heightCm: 70 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright, indirect', waterEveryDays: 7, heightCm: 150 },
  { id: 4, name: 'ZZ plant', light: 'Low', waterEveryDays: 21, heightCm: 60 },
  { id: 5, name: 'Calathea orbifolia', light: 'Medium', waterEveryDays: 5, heightCm: 45 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 190 },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 170 },
  // Tallest first on the first click.
  {
    field: 'heightCm',
    headerName: 'Height (cm)',
    type: 'number',
    width: 130,
    sortingOrder: ['desc', 'asc', null],
  },
];

// The grid passes fontSize and className, and for this icon the column's sortingOrder:
// the hint shows what the first click does. Keep sortingOrder off the SVG element.
function UnsortedIcon({
  sortingOrder,
  ...props
}: SvgIconProps & { sortingOrder?: readonly GridSortDirection[] }) {
  const Icon = sortingOrder?.[0] === 'desc' ? KeyboardArrowDownIcon : UnfoldMoreIcon;
  return <Icon {...props} sx={{ opacity: 0.5 }} />;
}

export default function CustomHeaderIconsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: KeyboardArrowUpIcon,
          columnSortedDescendingIcon: KeyboardArrowDownIcon,
          columnUnsortedIcon: UnsortedIcon,
          columnFilteredIcon: FilterAltIcon,
          columnMenuIcon: MoreHorizIcon,
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'waterEveryDays', sort: 'asc' }] },
          filter: {
            filterModel: { items: [{ field: 'light', operator: 'contains', value: 'indirect' }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
