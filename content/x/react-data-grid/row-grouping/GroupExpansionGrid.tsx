import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  status: 'Open' | 'Waiting' | 'Closed';
  priority: 'Urgent' | 'Normal';
  subject: string;
  customer: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    status: 'Open',
    priority: 'Urgent',
    subject: 'Checkout page times out',
    customer: 'Lumen Books',
  },
  {
    id: 2,
    status: 'Open',
    priority: 'Urgent',
    subject: 'Refund not received',
    customer: 'Ortega Café',
  },
  {
    id: 3,
    status: 'Open',
    priority: 'Normal',
    subject: 'Add a second admin',
    customer: 'Vale Dental',
  },
  {
    id: 4,
    status: 'Open',
    priority: 'Normal',
    subject: 'Export to PDF is blank',
    customer: 'Lumen Books',
  },
  {
    id: 5,
    status: 'Waiting',
    priority: 'Urgent',
    subject: 'SSO login loop',
    customer: 'Ridge Partners',
  },
  {
    id: 6,
    status: 'Waiting',
    priority: 'Normal',
    subject: 'Change billing email',
    customer: 'Ortega Café',
  },
  {
    id: 7,
    status: 'Closed',
    priority: 'Normal',
    subject: 'Typo in invoice footer',
    customer: 'Vale Dental',
  },
  {
    id: 8,
    status: 'Closed',
    priority: 'Urgent',
    subject: 'API key leaked',
    customer: 'Ridge Partners',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

// Open the "Open" status and, anywhere, the urgent tickets inside an opened status.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  (node.groupingField === 'status' && node.groupingKey === 'Open') ||
  (node.groupingField === 'priority' && node.groupingKey === 'Urgent');

export default function GroupExpansionGrid() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Stack spacing={1} sx={{ height: 480 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          initialState={{
            rowGrouping: { model: ['status', 'priority'] },
            columns: { columnVisibilityModel: { status: false, priority: false } },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
