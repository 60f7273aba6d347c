import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
  GridPaginationModel,
  GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  carrier: string;
  parcels: number;
  internalCode: string;
}

const destinations = ['Lisbon', 'Oslo', 'Montreal', 'Nairobi', 'Osaka', 'Valparaíso'];
const carriers = ['Northwind', 'Swiftline', 'Blue Heron'];

const rows: Shipment[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  reference: `SHP-${String(1040 + index * 7)}`,
  destination: destinations[index % destinations.length],
  carrier: carriers[(index * 2) % carriers.length],
  parcels: ((index * 5) % 9) + 1,
  internalCode: `W${(index % 4) + 1}-${index + 10}`,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  // Hidden through columnVisibilityModel below (v5's `hide: true` is gone).
  { field: 'internalCode', headerName: 'Internal code', width: 130 },
];

export default function MigratedGridV6() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>([2]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'parcels', operator: '>', value: '2' }],
    logicOperator: GridLogicOperator.And,
  });

  const filterSummary = filterModel.items
    .map((item) => `${item.field} ${item.operator} ${item.value ?? '…'}`)
    .join(` ${filterModel.logicOperator ?? GridLogicOperator.And} `);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        rowSelectionModel: [{rowSelectionModel.join(', ')}]
      </Typography>
      <Typography variant="body2">
        paginationModel: page {paginationModel.page}, pageSize {paginationModel.pageSize}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        filterModel: {filterSummary || 'no filter'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          columnHeaderHeight={48}
          initialState={{ columns: { columnVisibilityModel: { internalCode: false } } }}
          aria-label="Shipments, configured with the v6 prop names"
        />
      </Box>
    </Box>
  );
}
