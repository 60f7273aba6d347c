import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { DataGrid, GridColDef, GridRowHeightParams, GridRowId } from '@mui/x-data-grid';

interface Incident {
  id: number;
  service: string;
  summary: string;
}

const rows: Incident[] = [
  {
    id: 1,
    service: 'Payments API',
    summary:
      'Card authorizations failed for 14 minutes after a certificate rotation. The old certificate was restored while the new chain was fixed, and the rotation checklist now includes a staging run.',
  },
  {
    id: 2,
    service: 'Search',
    summary:
      'Results were stale for about an hour because the indexing queue stalled. A worker was restarted; an alert on queue age was added.',
  },
  {
    id: 3,
    service: 'Email delivery',
    summary:
      'A provider throttled outgoing mail during a newsletter send. Transactional mail was moved to a separate sending pool so receipts are never delayed by campaigns again.',
  },
  {
    id: 4,
    service: 'Mobile app',
    summary:
      'Login failed on one Android version after an SDK update; a hotfix shipped the same day.',
  },
];

export default function ExpandableNotesGrid() {
  const [expanded, setExpanded] = React.useState<ReadonlySet<GridRowId>>(() => new Set());

  const toggle = React.useCallback((id: GridRowId) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }, []);

  // Expanded rows size themselves to their text; the others keep the base height.
  const getRowHeight = React.useCallback(
    ({ id }: GridRowHeightParams) => (expanded.has(id) ? 'auto' : null),
    [expanded],
  );

  const columns = React.useMemo<GridColDef<Incident>[]>(
    () => [
      {
        field: 'toggle',
        headerName: 'Details',
        width: 80,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ id, row, tabIndex }) => {
          const isOpen = expanded.has(id);
          return (
            <IconButton
              size="small"
              tabIndex={tabIndex}
              aria-expanded={isOpen}
              aria-label={`${isOpen ? 'Collapse' : 'Expand'} the summary of the ${row.service} incident`}
              onClick={() => toggle(id)}
            >
              {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          );
        },
      },
      { field: 'service', headerName: 'Service', width: 150 },
      {
        field: 'summary',
        headerName: 'Summary',
        flex: 1,
        minWidth: 260,
        renderCell: ({ id, value }) =>
          expanded.has(id) ? (
            <Box sx={{ py: 1.5, whiteSpace: 'normal' }}>{value}</Box>
          ) : (
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {value}
            </Box>
          ),
      },
    ],
    [expanded, toggle],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        disableRowSelectionOnClick
        hideFooter
        aria-label="Incident reports"
      />
    </Box>
  );
}
