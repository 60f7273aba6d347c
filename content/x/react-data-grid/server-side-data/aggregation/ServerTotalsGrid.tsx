import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridToolbar,
} from '@mui/x-data-grid-pro';

interface Invoice {
  id: number;
  client: string;
  status: string;
  amount: number;
}

interface Totals {
  count: number;
  amount: number;
}

// --- A simulated server: 240 invoices; it filters, pages, and sums the matching rows. ---
const clients = ['Atlas Freight', 'Bloom Studio', 'Cedar Clinic', 'Delta Foods', 'Echo Labs'];
const statuses = ['Paid', 'Open', 'Overdue'];
const database: Invoice[] = Array.from({ length: 240 }, (_, index) => ({
  id: 1001 + index,
  client: clients[(index * 3) % 5],
  status: statuses[(index * 7) % 3],
  amount: 150 + ((index * 89) % 40) * 25,
}));

async function queryInvoices(paginationModel: GridPaginationModel, filterModel: GridFilterModel) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const words = (filterModel.quickFilterValues ?? []).map((word: string) => word.toLowerCase());
  const matching = database.filter((invoice) =>
    words.every((word) => `${invoice.client} ${invoice.status}`.toLowerCase().includes(word)),
  );
  const start = paginationModel.page * paginationModel.pageSize;
  // Like `SELECT COUNT(*), SUM(amount)` over the filtered rows, not only the page.
  const totals: Totals = {
    count: matching.length,
    amount: matching.reduce((sum, invoice) => sum + invoice.amount, 0),
  };
  return { rows: matching.slice(start, start + paginationModel.pageSize), totals };
}
// --- End of the simulated server. ---

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Sorting is left out to keep the demo short: it would be one more model sent to the server.
const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110, sortable: false },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150, sortable: false },
  { field: 'status', headerName: 'Status', width: 110, sortable: false },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 150,
    sortable: false,
    valueFormatter: ({ value }) => (typeof value === 'number' ? currency.format(value) : ''),
  },
];

export default function ServerTotalsGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<Invoice[]>([]);
  const [totals, setTotals] = React.useState<Totals | null>(null);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryInvoices(paginationModel, filterModel).then((answer) => {
      if (active) {
        setRows(answer.rows);
        setTotals(answer.totals);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel, filterModel]);

  // The server's totals, shown in a row pinned under the page.
  const pinnedRows = React.useMemo(
    () =>
      totals
        ? {
            bottom: [
              {
                id: 'totals',
                client: `Total of ${totals.count} invoices`,
                status: '',
                amount: totals.amount,
              },
            ],
          }
        : undefined,
    [totals],
  );

  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        rowCount={totals?.count ?? 0}
        loading={loading}
        pagination
        paginationMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        filterModel={filterModel}
        onFilterModelChange={(model) => {
          setFilterModel(model);
          setPaginationModel((current) => ({ ...current, page: 0 }));
        }}
        pageSizeOptions={[10, 25]}
        disableColumnFilter
        disableColumnMenu
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        getRowClassName={({ id }) => (id === 'totals' ? 'totals-row' : '')}
        sx={{ '& .totals-row': { fontWeight: 'bold' } }}
      />
    </Box>
  );
}
