import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';

interface Incident {
  id: number;
  title: string;
  severity: 'Low' | 'Medium' | 'High';
  summary: string;
}

const rows: Incident[] = [
  {
    id: 101,
    title: 'Checkout latency',
    severity: 'High',
    summary:
      'p95 latency of the checkout API rose to 2.4 s after the 14:05 deploy; rolled back at 14:32.',
  },
  {
    id: 102,
    title: 'Stale search index',
    severity: 'Medium',
    summary:
      'New products took up to 40 minutes to appear in search while the indexer queue was backed up.',
  },
  {
    id: 103,
    title: 'Broken footer link',
    severity: 'Low',
    summary: 'The careers link in the footer pointed to a removed page. Fixed in the next release.',
  },
];

const columns: GridColDef<Incident>[] = [
  { field: 'id', headerName: 'Incident', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'severity', headerName: 'Severity', width: 110 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Incident>) => (
  <Box sx={{ p: 2 }}>
    <Typography variant="body2">{row.summary}</Typography>
  </Box>
);
const getDetailPanelHeight = () => 72;

export default function ControlledDetailPanelsGrid() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([101]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(rows.map((row) => row.id))}
        >
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Open: {expanded.length === 0 ? 'none' : expanded.join(', ')}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
