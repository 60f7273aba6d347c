import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import WifiIcon from '@mui/icons-material/Wifi';
import PowerIcon from '@mui/icons-material/Power';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';

interface Train {
  id: number;
  service: string;
  wifi: boolean;
  sockets: boolean;
  catering: boolean;
}

const rows: Train[] = [
  { id: 1, service: '07:04 Lyon → Marseille', wifi: true, sockets: true, catering: true },
  { id: 2, service: '07:32 Lyon → Grenoble', wifi: false, sockets: true, catering: false },
  { id: 3, service: '08:15 Lyon → Geneva', wifi: true, sockets: true, catering: false },
  { id: 4, service: '08:47 Lyon → Dijon', wifi: false, sockets: false, catering: false },
  { id: 5, service: '09:20 Lyon → Turin', wifi: true, sockets: false, catering: true },
];

// Hidden on screen, read by screen readers.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// With `renderHeader`, the header element gets no aria-label from the grid: its content is
// its name. The text is in the DOM; the icon is decoration for sighted users.
function renderIconHeader(Icon: typeof WifiIcon) {
  return function IconHeader({ colDef }: GridColumnHeaderParams<Train>) {
    return (
      <Tooltip title={colDef.headerName}>
        <Box component="span" sx={{ display: 'inline-flex' }}>
          <Icon fontSize="small" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {colDef.headerName}
          </Box>
        </Box>
      </Tooltip>
    );
  };
}

const featureColumn = {
  type: 'boolean',
  width: 90,
  align: 'center',
  headerAlign: 'center',
} as const;

const columns: GridColDef<Train>[] = [
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 200 },
  {
    field: 'wifi',
    headerName: 'Wi-Fi on board',
    renderHeader: renderIconHeader(WifiIcon),
    ...featureColumn,
  },
  {
    field: 'sockets',
    headerName: 'Power sockets at seats',
    renderHeader: renderIconHeader(PowerIcon),
    ...featureColumn,
  },
  {
    field: 'catering',
    headerName: 'Café car',
    renderHeader: renderIconHeader(RestaurantIcon),
    ...featureColumn,
  },
];

export default function IconHeaderNamesGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Morning departures and their services"
      />
    </Box>
  );
}
