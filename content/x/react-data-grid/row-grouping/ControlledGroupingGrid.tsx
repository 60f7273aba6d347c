import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowGroupingModel } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  team: string;
  priority: 'Low' | 'Normal' | 'Urgent';
  subject: string;
}

const rows: Ticket[] = [
  { id: 1, team: 'Billing', priority: 'Urgent', subject: 'Card charged twice' },
  { id: 2, team: 'Billing', priority: 'Normal', subject: 'Invoice address change' },
  { id: 3, team: 'Billing', priority: 'Low', subject: 'Receipt in Spanish' },
  { id: 4, team: 'Accounts', priority: 'Urgent', subject: 'Locked out after reset' },
  { id: 5, team: 'Accounts', priority: 'Normal', subject: 'Merge two accounts' },
  { id: 6, team: 'Shipping', priority: 'Normal', subject: 'Parcel stuck in customs' },
  { id: 7, team: 'Shipping', priority: 'Urgent', subject: 'Wrong item delivered' },
  { id: 8, team: 'Shipping', priority: 'Low', subject: 'Change delivery slot' },
  { id: 9, team: 'Accounts', priority: 'Low', subject: 'Update newsletter settings' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

const options: { label: string; model: GridRowGroupingModel }[] = [
  { label: 'None', model: [] },
  { label: 'Team', model: ['team'] },
  { label: 'Priority', model: ['priority'] },
  { label: 'Team, then priority', model: ['team', 'priority'] },
];

export default function ControlledGroupingGrid() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['team']);
  const selected = options.find((option) => option.model.join() === model.join());

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Group tickets by"
          value={selected?.label ?? null}
          onChange={(_event, label: string | null) => {
            const option = options.find((item) => item.label === label);
            if (option) {
              setModel(option.model);
            }
          }}
        >
          {options.map((option) => (
            <ToggleButton key={option.label} value={option.label}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" role="status">
          rowGroupingModel: {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          // The column menu's "Group by" items change the model too.
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
