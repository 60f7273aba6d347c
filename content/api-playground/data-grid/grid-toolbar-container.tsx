import { DataGrid, GridToolbarColumnsButton, GridToolbarDensitySelector } from '@mui/x-data-grid';
import type { GridToolbarContainerProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, station: 'Alexanderplatz', line: 'U2', riders: 9400 },
  { id: 2, station: 'Hermannplatz', line: 'U8', riders: 6100 },
  { id: 3, station: 'Wittenbergplatz', line: 'U1', riders: 5300 },
];

const columns = [
  { field: 'station', headerName: 'Station', width: 170 },
  { field: 'line', headerName: 'Line', width: 90 },
  { field: 'riders', headerName: 'Riders a day', type: 'number' as const, width: 130 },
];

export default {
  props: {
    children: (
      <>
        <GridToolbarColumnsButton />
        <GridToolbarDensitySelector />
      </>
    ),
  },
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<GridToolbarContainerProps>;
