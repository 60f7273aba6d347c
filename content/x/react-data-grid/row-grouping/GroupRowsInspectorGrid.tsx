import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowId,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Deal {
  id: number;
  stage: string;
  owner: string;
  account: string;
  value: number;
}

const rows: Deal[] = [
  { id: 1, stage: 'Proposal', owner: 'Grace Liu', account: 'Harbor Logistics', value: 18000 },
  { id: 2, stage: 'Proposal', owner: 'Omar Farouk', account: 'Brightline Dental', value: 7400 },
  { id: 3, stage: 'Proposal', owner: 'Grace Liu', account: 'Kestrel Outdoor', value: 12500 },
  { id: 4, stage: 'Negotiation', owner: 'Omar Farouk', account: 'Northwind Foods', value: 31000 },
  { id: 5, stage: 'Negotiation', owner: 'Ines Duarte', account: 'Alder & Finch', value: 9800 },
  { id: 6, stage: 'Won', owner: 'Ines Duarte', account: 'Cobalt Studios', value: 22400 },
  { id: 7, stage: 'Won', owner: 'Grace Liu', account: 'Meridian Clinics', value: 15800 },
  { id: 8, stage: 'Won', owner: 'Omar Farouk', account: 'Pinecrest Schools', value: 6100 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Deal>[] = [
  { field: 'account', headerName: 'Account', width: 170 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  { field: 'stage', headerName: 'Stage', width: 120 },
  {
    field: 'value',
    headerName: 'Value',
    type: 'number',
    width: 110,
    valueFormatter: ({ value }) => (value == null ? '' : usd.format(value)),
  },
];

export default function GroupRowsInspectorGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<{ label: string; deals: Deal[] } | null>(null);

  const handleSelection = (model: GridRowSelectionModel) => {
    const id: GridRowId | undefined = model[0];
    const node = id == null ? null : apiRef.current.getRowNode(id);
    if (!node || node.type !== 'group') {
      setSummary(null);
      return;
    }
    // The data rows below the group, in the order and with the filters the grid shows.
    const childIds = apiRef.current.getRowGroupChildren({
      groupId: node.id,
      applySorting: true,
      applyFiltering: true,
    });
    setSummary({
      label: String(node.groupingKey),
      deals: childIds.map((childId) => apiRef.current.getRow(childId) as Deal),
    });
  };

  const total = summary?.deals.reduce((sum, deal) => sum + deal.value, 0) ?? 0;

  return (
    <Stack spacing={1} sx={{ height: 520 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowSelectionModelChange={handleSelection}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['stage', 'owner'] },
            columns: { columnVisibilityModel: { stage: false, owner: false } },
          }}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, minHeight: 88 }} role="status">
        {summary ? (
          <React.Fragment>
            <Typography variant="subtitle2">
              {summary.label}: {summary.deals.length} deals, {usd.format(total)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {summary.deals.map((deal) => deal.account).join(', ')}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a group row (click it, or focus it and press Shift+Space) to list its deals.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
