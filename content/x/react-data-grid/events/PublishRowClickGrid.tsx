import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowParams, useGridApiRef } from '@mui/x-data-grid';

interface Claim {
  id: number;
  claimant: string;
  kind: string;
  amount: number;
  note: string;
}

const claims: Claim[] = [
  {
    id: 101,
    claimant: 'Hana Sato',
    kind: 'Travel',
    amount: 412,
    note: 'Train to the Osaka client visit.',
  },
  {
    id: 102,
    claimant: 'Luis Ortega',
    kind: 'Meals',
    amount: 86,
    note: 'Team lunch after the release.',
  },
  {
    id: 103,
    claimant: 'Grace Mensah',
    kind: 'Equipment',
    amount: 1290,
    note: 'Replacement laptop, the old one failed.',
  },
  {
    id: 104,
    claimant: 'Erik Dahl',
    kind: 'Training',
    amount: 650,
    note: 'Two-day accessibility course.',
  },
  {
    id: 105,
    claimant: 'Priya Nair',
    kind: 'Travel',
    amount: 238,
    note: 'Hotel night before the trade fair.',
  },
];

const columns: GridColDef<Claim>[] = [
  { field: 'id', headerName: 'Claim', width: 90 },
  { field: 'claimant', headerName: 'Claimant', flex: 1, minWidth: 140 },
  { field: 'kind', headerName: 'Kind', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function PublishRowClickGrid() {
  const apiRef = useGridApiRef();
  const [open, setOpen] = React.useState<Claim | null>(null);

  // A mouse click on a row and the buttons below take the same path: the `rowClick` event.
  const handleRowClick = (params: GridRowParams<Claim>) => setOpen(params.row);

  const step = (offset: number) => (event: React.MouseEvent<HTMLButtonElement>) => {
    const index = open ? claims.findIndex((claim) => claim.id === open.id) : -1;
    const next = claims[Math.min(Math.max(index + offset, 0), claims.length - 1)];
    // Every rowClick listener runs, the grid's own included: the row is selected as on a click.
    apiRef.current.publishEvent('rowClick', apiRef.current.getRowParams(next.id), event);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={step(-1)}>
          Previous claim
        </Button>
        <Button variant="outlined" size="small" onClick={step(1)}>
          Next claim
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={claims}
          columns={columns}
          onRowClick={handleRowClick}
          hideFooter
          aria-label="Expense claims to review"
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
        {open ? (
          <Typography variant="body2">
            Claim {open.id} by {open.claimant}: {open.note}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click a row, or use the buttons, to open a claim.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
