import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

interface Incident {
  id: number;
  service: string;
  severity: 'Minor' | 'Major' | 'Critical';
  opened: string;
  summary: string;
  resolution: string;
}

const rows: Incident[] = [
  {
    id: 1,
    service: 'Payments API',
    severity: 'Critical',
    opened: 'Mar 3, 09:12',
    summary: 'Card authorizations failed for 14 minutes.',
    resolution: 'Rolled back the gateway client to 4.2.1.',
  },
  {
    id: 2,
    service: 'Search',
    severity: 'Minor',
    opened: 'Mar 5, 16:40',
    summary: 'Results for accented queries were incomplete.',
    resolution: 'Rebuilt the index with the folding analyzer.',
  },
  {
    id: 3,
    service: 'Mobile app',
    severity: 'Major',
    opened: 'Mar 8, 07:55',
    summary: 'Push notifications were delayed by up to an hour.',
    resolution: 'Raised the worker pool and added an alert on queue age.',
  },
  {
    id: 4,
    service: 'Email',
    severity: 'Minor',
    opened: 'Mar 9, 11:02',
    summary: 'Receipts showed the wrong time zone.',
    resolution: 'Receipts now use the account time zone.',
  },
];

function DetailsToggleCell({ id, value: isExpanded }: GridRenderCellParams<Incident, boolean>) {
  const apiRef = useGridApiContext();
  return (
    <Button
      size="small"
      tabIndex={-1}
      aria-expanded={!!isExpanded}
      onClick={(event) => {
        event.stopPropagation();
        apiRef.current.toggleDetailPanel(id);
      }}
    >
      {isExpanded ? 'Hide' : 'Details'}
    </Button>
  );
}

const columns: GridColDef<Incident>[] = [
  { field: 'service', headerName: 'Service', width: 150 },
  { field: 'severity', headerName: 'Severity', width: 110 },
  { field: 'opened', headerName: 'Opened', width: 130 },
  // The toggle column, moved to the end, with a header and a text button.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Report',
    width: 110,
    renderHeader: () => 'Report',
    renderCell: (params) => <DetailsToggleCell {...params} />,
  },
];

const getDetailPanelContent: DataGridProProps['getDetailPanelContent'] = ({ row }) => (
  <Stack spacing={0.5} sx={{ py: 1.5, px: 2 }}>
    <Typography variant="body2">
      <strong>What happened:</strong> {row.summary}
    </Typography>
    <Typography variant="body2">
      <strong>Resolution:</strong> {row.resolution}
    </Typography>
  </Stack>
);

const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 'auto';

export default function DetailToggleColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
