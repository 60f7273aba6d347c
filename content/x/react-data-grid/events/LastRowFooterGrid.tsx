import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
} from '@mui/x-data-grid';

interface Trail {
  id: number;
  trail: string;
  region: string;
  km: number;
}

const rows: Trail[] = [
  { id: 1, trail: 'West Highland Way', region: 'Scotland', km: 154 },
  { id: 2, trail: 'Kungsleden', region: 'Lapland', km: 440 },
  { id: 3, trail: 'Alta Via 1', region: 'Dolomites', km: 120 },
  { id: 4, trail: 'Tour du Mont Blanc', region: 'Alps', km: 170 },
  { id: 5, trail: 'Laugavegur', region: 'Iceland', km: 55 },
];

const columns: GridColDef<Trail>[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 120 },
];

// A footer slot: it listens to the grid it is rendered in.
function PointerFooter() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState<string | null>(null);
  const [clicked, setClicked] = React.useState<string | null>(null);

  const handleMouseEnter: GridEventListener<'rowMouseEnter'> = (params) => {
    setHovered(apiRef.current.getRow(params.id)?.trail ?? null);
  };
  const handleMouseLeave: GridEventListener<'rowMouseLeave'> = () => setHovered(null);
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    setClicked((params.row as Trail).trail);
  };

  // Subscribed on mount, unsubscribed on unmount; the latest handler is always used.
  useGridApiEventHandler(apiRef, 'rowMouseEnter', handleMouseEnter);
  useGridApiEventHandler(apiRef, 'rowMouseLeave', handleMouseLeave);
  useGridApiEventHandler(apiRef, 'rowClick', handleRowClick);

  return (
    <GridFooterContainer sx={{ px: 2, gap: 3, justifyContent: 'flex-start' }}>
      <Typography variant="body2">Pointing at: {hovered ?? '–'}</Typography>
      <Typography variant="body2" role="status">
        Last clicked: {clicked ?? '–'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function LastRowFooterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: PointerFooter }} />
    </Box>
  );
}
