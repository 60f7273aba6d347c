import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  order: string;
  customer: string;
  email: string;
  items: number;
  total: number;
  placed: Date;
  channel: string;
}

const rows: Order[] = [
  {
    id: 1,
    order: '#10482',
    customer: 'Aaliyah Brooks',
    email: 'aaliyah@example.com',
    items: 3,
    total: 84.5,
    placed: new Date(2024, 4, 2),
    channel: 'Web',
  },
  {
    id: 2,
    order: '#10483',
    customer: 'Mikael Virtanen',
    email: 'mikael@example.com',
    items: 1,
    total: 19.9,
    placed: new Date(2024, 4, 2),
    channel: 'App',
  },
  {
    id: 3,
    order: '#10484',
    customer: 'Zanele Dube',
    email: 'zanele@example.com',
    items: 6,
    total: 212.0,
    placed: new Date(2024, 4, 3),
    channel: 'Web',
  },
  {
    id: 4,
    order: '#10485',
    customer: 'Arjun Mehta',
    email: 'arjun@example.com',
    items: 2,
    total: 47.25,
    placed: new Date(2024, 4, 3),
    channel: 'In store',
  },
];

const columns: GridColDef<Order>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 110 },
];

// Secondary columns hidden on narrow screens.
const compactModel: GridColumnVisibilityModel = { email: false, placed: false, channel: false };

export default function ResponsiveColumnsGrid() {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  // The user's own choices, kept apart so that resizing the window does not erase them.
  const [userModel, setUserModel] = React.useState<GridColumnVisibilityModel>({});

  const model = React.useMemo(
    () => ({ ...(isNarrow ? compactModel : {}), ...userModel }),
    [isNarrow, userModel],
  );

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {isNarrow ? 'Narrow screen: secondary columns hidden.' : 'Wide screen: every column shown.'}{' '}
        Your changes: {JSON.stringify(userModel)}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(next) => {
            // Keep only what differs from the automatic model.
            const changes: GridColumnVisibilityModel = {};
            columns.forEach(({ field }) => {
              const visible = next[field] !== false;
              const automatic = !(isNarrow && compactModel[field] === false);
              if (visible !== automatic) {
                changes[field] = visible;
              }
            });
            setUserModel(changes);
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
