import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  team: 'Billing' | 'Shipping' | 'Returns';
  ageHours: number;
}

const tickets: Ticket[] = [
  { id: 4101, subject: 'Charged twice for one order', team: 'Billing', ageHours: 2 },
  { id: 4102, subject: 'Parcel stuck at the depot', team: 'Shipping', ageHours: 30 },
  { id: 4103, subject: 'Refund not received', team: 'Returns', ageHours: 55 },
  { id: 4104, subject: 'Wrong size delivered', team: 'Returns', ageHours: 6 },
  { id: 4105, subject: 'Invoice needs a VAT number', team: 'Billing', ageHours: 12 },
  { id: 4106, subject: 'Change the delivery address', team: 'Shipping', ageHours: 1 },
  { id: 4107, subject: 'Card declined at checkout', team: 'Billing', ageHours: 20 },
  { id: 4108, subject: 'Return label does not print', team: 'Returns', ageHours: 9 },
  { id: 4109, subject: 'Courier left the parcel outside', team: 'Shipping', ageHours: 44 },
  { id: 4110, subject: 'Gift card balance missing', team: 'Billing', ageHours: 3 },
];

const teams: Ticket['team'][] = ['Billing', 'Shipping', 'Returns'];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'ageHours', headerName: 'Age (h)', type: 'number', width: 90 },
];

export default function SidebarCssGridLayout() {
  const [shown, setShown] = React.useState<ReadonlySet<string>>(() => new Set(teams));
  const rows = tickets.filter((ticket) => shown.has(ticket.team));

  const toggle = (team: string) =>
    setShown((previous) => {
      const next = new Set(previous);
      if (next.has(team)) {
        next.delete(team);
      } else {
        next.add(team);
      }
      return next;
    });

  return (
    <Box
      sx={{
        height: 440,
        display: 'grid',
        gap: 2,
        // Narrow screens: the filters above the grid. Wider: a sidebar beside it.
        // minmax(0, …) lets the grid's track shrink below the grid's content size.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '180px minmax(0, 1fr)' },
        gridTemplateRows: { xs: 'auto minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
      }}
    >
      <Box
        component="fieldset"
        sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          Teams
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, flexWrap: 'wrap' }}>
          {teams.map((team) => (
            <FormControlLabel
              key={team}
              control={<Checkbox checked={shown.has(team)} onChange={() => toggle(team)} />}
              label={team}
            />
          ))}
        </Box>
      </Box>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Open support tickets" />
    </Box>
  );
}
