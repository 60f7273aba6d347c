import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
  GridToolbar,
} from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  city: string;
  orders: number;
}

interface Query {
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
}

// --- A simulated server: 300 customers, answering after a delay. ---
const firstNames = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
];
const lastNames = ['Novak', 'Silva', 'Okoye', 'Berg', 'Laurent', 'Yilmaz', 'Costa', 'Meyer'];
const cities = ['Porto', 'Gdańsk', 'Lagos', 'Bergen', 'Lyon', 'Izmir'];
const database: Customer[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % 10]} ${lastNames[(index * 7) % 8]}`,
  city: cities[(index * 5) % 6],
  orders: (index * 37) % 50,
}));

async function queryCustomers({ paginationModel, sortModel, filterModel }: Query) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const words = (filterModel.quickFilterValues ?? []).map((word: string) => word.toLowerCase());
  let result = database.filter((customer) =>
    words.every((word) => `${customer.name} ${customer.city}`.toLowerCase().includes(word)),
  );
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Customer;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) =>
      a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0,
    );
  }
  const start = paginationModel.page * paginationModel.pageSize;
  return { rows: result.slice(start, start + paginationModel.pageSize), rowCount: result.length };
}
// --- End of the simulated server. ---

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 110 },
];

export default function ServerModesGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryCustomers({ paginationModel, sortModel, filterModel }).then((answer) => {
      // Ignore answers to requests that a newer one replaced.
      if (active) {
        setRows(answer.rows);
        setRowCount(answer.rowCount);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" role="status">
        {loading
          ? 'Asking the server…'
          : `${rowCount} customers match; sorted by ${sortModel[0]?.field ?? 'nothing'}`}
      </Typography>
      <Box sx={{ height: 520, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            // A new search starts from the first page.
            setPaginationModel((current) => ({ ...current, page: 0 }));
          }}
          pageSizeOptions={[10, 25]}
          disableColumnFilter
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
        />
      </Box>
    </Stack>
  );
}
