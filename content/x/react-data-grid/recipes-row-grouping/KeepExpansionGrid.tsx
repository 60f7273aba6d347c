import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridColDef,
  GridGroupNode,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  queue: string;
  subject: string;
  waitingMinutes: number;
}

const subjects: [string, string][] = [
  ['Billing', 'Double charge on invoice'],
  ['Billing', 'Change of VAT number'],
  ['Billing', 'Refund not received'],
  ['Shipping', 'Parcel stuck in transit'],
  ['Shipping', 'Wrong delivery address'],
  ['Accounts', 'Password reset email missing'],
  ['Accounts', 'Merge two accounts'],
];

// Every refresh returns a new array with new waiting times, like a poll of a server.
function fetchTickets(round: number): Ticket[] {
  return subjects.map(([queue, subject], index) => ({
    id: index + 1,
    queue,
    subject,
    waitingMinutes: 5 + ((index * 13 + round * 7) % 50),
  }));
}

const columns: GridColDef<Ticket>[] = [
  { field: 'queue', headerName: 'Queue', width: 120 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'waitingMinutes', headerName: 'Waiting (min)', type: 'number', width: 130 },
];

export default function KeepExpansionGrid() {
  const apiRef = useGridApiRef();
  const [round, setRound] = React.useState(0);
  const rows = React.useMemo(() => fetchTickets(round), [round]);
  const [remember, setRemember] = React.useState(true);
  // The ids of the open groups, updated on every expansion change.
  const expandedIds = React.useRef(new Set<GridRowId>());

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('rowExpansionChange', (node: GridGroupNode) => {
        if (node.childrenExpanded) {
          expandedIds.current.add(node.id);
        } else {
          expandedIds.current.delete(node.id);
        }
      }),
    [apiRef],
  );

  // Called for each group when the grid builds its tree, which it does for every new rows array.
  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => expandedIds.current.has(node.id),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => setRound((prev) => prev + 1)}>
          Refresh data
        </Button>
        <FormControlLabel
          control={
            <Switch checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          }
          label="Keep open groups open"
        />
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['queue'] } }}
          isGroupExpandedByDefault={remember ? isGroupExpandedByDefault : undefined}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
