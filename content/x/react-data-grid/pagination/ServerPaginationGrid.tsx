import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

interface PageResponse {
  rows: Order[];
  rowCount: number;
}

const CUSTOMERS = ['Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Labs'];
const ROW_COUNT = 500;

/** Stands in for `GET /orders?page=&pageSize=`: returns one page and the total count. */
function fetchOrders({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  const start = page * pageSize;
  const pageRows = Array.from({ length: Math.min(pageSize, ROW_COUNT - start) }, (_, index) => {
    const id = start + index + 1;
    return { id, customer: CUSTOMERS[id % CUSTOMERS.length], total: 40 + ((id * 53) % 960) };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows: pageRows, rowCount: ROW_COUNT }), 400);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  // The previous page stays in `response` while the next one loads: the footer keeps its count.
  const [response, setResponse] = React.useState<PageResponse>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(paginationModel).then((result) => {
      // Ignore answers to requests that a newer page change has replaced.
      if (active) {
        setResponse(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={response.rows}
        columns={columns}
        rowCount={response.rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        aria-label="Orders loaded one page at a time"
      />
    </Box>
  );
}
