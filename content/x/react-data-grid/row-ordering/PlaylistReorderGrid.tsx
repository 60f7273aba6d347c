import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const initialTracks: Track[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Low Tides', length: '3:41' },
  { id: 2, title: 'Paper Planes at Dusk', artist: 'Mina Ro', length: '4:05' },
  { id: 3, title: 'Northbound', artist: 'Kite Theory', length: '2:58' },
  { id: 4, title: 'Glass Orchard', artist: 'Elm & Ivy', length: '5:12' },
  { id: 5, title: 'Slow Signal', artist: 'Mina Ro', length: '3:27' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160, sortable: false },
  { field: 'artist', headerName: 'Artist', width: 140, sortable: false },
  { field: 'length', headerName: 'Length', width: 90, sortable: false },
];

/** Moves one item of an array to another index, returning a new array. */
function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function PlaylistReorderGrid() {
  const [tracks, setTracks] = React.useState(initialTracks);

  // Keep our own copy of the order in sync with what the user dragged.
  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setTracks((prev) => moveItem(prev, params.oldIndex, params.targetIndex));
  };

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={tracks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        Play order: {tracks.map((track) => track.title).join(' → ')}
      </Typography>
    </Stack>
  );
}
