import { DataGrid } from '@mui/x-data-grid';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, country: 'Iceland', capital: 'Reykjavík' },
  { id: 2, country: 'Chile', capital: 'Santiago' },
  { id: 3, country: 'Kenya', capital: 'Nairobi' },
  { id: 4, country: 'Vietnam', capital: 'Hanoi' },
  { id: 5, country: 'Canada', capital: 'Ottawa' },
];

const columns = [
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'capital', headerName: 'Capital', width: 150 },
];

export default {
  props: {
    labelRowsPerPage: 'Countries per page',
  },
  slot: {
    parent: (
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[2, 5]}
        initialState={{ pagination: { paginationModel: { pageSize: 2 } } }}
        sx={{ height: 320 }}
      />
    ),
    name: 'pagination',
  },
} satisfies PlaygroundPreset<Partial<TablePaginationProps>>;
