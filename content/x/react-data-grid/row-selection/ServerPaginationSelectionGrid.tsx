import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  weightKg: number;
}

const DESTINATIONS = ['Rotterdam', 'Singapore', 'Santos', 'Durban', 'Busan', 'Valencia'];
const TOTAL = 60;

/** Stands in for a paginated API: only the requested page exists on the client. */
function fetchPage(page: number, pageSize: number): Promise<Shipment[]> {
  const start = page * pageSize;
  const items = Array.from({ length: Math.min(pageSize, TOTAL - start) }, (_, index) => {
    const id = start + index + 1;
    return {
      id,
      reference: `SHP-${String(id).padStart(4, '0')}`,
      destination: DESTINATIONS[id % DESTINATIONS.length],
      weightKg: 200 + ((id * 137) % 900),
    };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(items), 250);
  });
}

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ServerPaginationSelectionGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>([]);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel.page, paginationModel.pageSize).then((items) => {
      if (active) {
        setRows(items);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        Selected across pages:{' '}
        {rowSelectionModel.length === 0 ? 'none' : rowSelectionModel.join(', ')}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={TOTAL}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          aria-label="Shipments loaded page by page"
        />
      </Box>
    </Box>
  );
}
