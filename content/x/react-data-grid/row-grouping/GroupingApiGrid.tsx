import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  carrier: string;
  destination: string;
  status: string;
  parcels: number;
}

const rows: Shipment[] = [
  { id: 1, carrier: 'Northwind', destination: 'Oslo', status: 'In transit', parcels: 12 },
  { id: 2, carrier: 'Northwind', destination: 'Madrid', status: 'Delivered', parcels: 4 },
  { id: 3, carrier: 'Blue Parcel', destination: 'Oslo', status: 'Delivered', parcels: 9 },
  { id: 4, carrier: 'Blue Parcel', destination: 'Lisbon', status: 'In transit', parcels: 2 },
  { id: 5, carrier: 'Blue Parcel', destination: 'Madrid', status: 'Delayed', parcels: 7 },
  { id: 6, carrier: 'Swiftline', destination: 'Lisbon', status: 'Delivered', parcels: 15 },
  { id: 7, carrier: 'Swiftline', destination: 'Oslo', status: 'Delayed', parcels: 3 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  // Not groupable: its column menu has no "Group by" item.
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100, groupable: false },
];

export default function GroupingApiGrid() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['carrier']);
  const hasDestination = model.includes('destination');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="outlined"
          disabled={hasDestination}
          onClick={() => apiRef.current.addRowGroupingCriteria('destination')}
        >
          Add destination
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!hasDestination || model[0] === 'destination'}
          onClick={() => apiRef.current.setRowGroupingCriteriaIndex('destination', 0)}
        >
          Destination first
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!hasDestination}
          onClick={() => apiRef.current.removeRowGroupingCriteria('destination')}
        >
          Remove destination
        </Button>
        <Button size="small" onClick={() => apiRef.current.setRowGroupingModel(['carrier'])}>
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        Grouped by: {model.length > 0 ? model.join(', then ') : 'nothing'}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Uncontrolled: the grid owns the model, the callback only reports it.
          initialState={{ rowGrouping: { model: ['carrier'] } }}
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
