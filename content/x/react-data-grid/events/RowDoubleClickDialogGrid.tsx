import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

interface Patient {
  id: number;
  name: string;
  ward: string;
  admitted: string;
  notes: string;
}

const rows: Patient[] = [
  {
    id: 1,
    name: 'Eleanor Voss',
    ward: 'Cardiology',
    admitted: '2024-04-02',
    notes: 'Monitor blood pressure every four hours.',
  },
  {
    id: 2,
    name: 'Samuel Oduya',
    ward: 'Orthopedics',
    admitted: '2024-04-05',
    notes: 'Physiotherapy twice a day; no weight on the left leg.',
  },
  {
    id: 3,
    name: 'Mei Chen',
    ward: 'Neurology',
    admitted: '2024-04-06',
    notes: 'Follow-up scan booked for Thursday morning.',
  },
  {
    id: 4,
    name: 'Rosa Delgado',
    ward: 'Cardiology',
    admitted: '2024-04-07',
    notes: 'Low-sodium diet.',
  },
];

const columns: GridColDef<Patient>[] = [
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 160 },
  { field: 'ward', headerName: 'Ward', width: 140 },
  { field: 'admitted', headerName: 'Admitted', width: 120 },
];

export default function RowDoubleClickDialogGrid() {
  const [open, setOpen] = React.useState<Patient | null>(null);

  const handleRowDoubleClick: GridEventListener<'rowDoubleClick'> = (params) => {
    setOpen(params.row as Patient);
  };

  // Keyboard users get the same action with Enter; the grid's own Enter (start editing)
  // does nothing here, since no column is editable.
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setOpen(params.row as Patient);
    }
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onRowDoubleClick={handleRowDoubleClick}
        onCellKeyDown={handleCellKeyDown}
        hideFooter
        aria-label="Admitted patients; double-click a row or press Enter for details"
      />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        aria-labelledby="patient-dialog-title"
      >
        <DialogTitle id="patient-dialog-title">{open?.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            {open?.ward}, admitted on {open?.admitted}
          </Typography>
          <Typography variant="body2">{open?.notes}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
