import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Version {
  id: number;
  version: string;
  author: string;
  savedAt: string;
  summary: string;
}

const authors = ['Inès', 'Kwame', 'Yuki', 'Olga'];
const changes = [
  'Fixed totals',
  'Added Q3 forecast',
  'Renamed tabs',
  'Updated rates',
  'Merged notes',
];

// Forty saved versions of a spreadsheet, newest first.
const versions: Version[] = Array.from({ length: 40 }, (_, index) => ({
  id: 40 - index,
  version: `v${40 - index}`,
  author: authors[index % authors.length],
  savedAt: `2024-11-${String(28 - Math.floor(index / 2)).padStart(2, '0')} ${index % 2 ? '09:15' : '16:40'}`,
  summary: changes[index % changes.length],
}));

const columns: GridColDef<Version>[] = [
  { field: 'version', headerName: 'Version', width: 90 },
  { field: 'savedAt', headerName: 'Saved', width: 150 },
  { field: 'author', headerName: 'By', width: 100 },
  { field: 'summary', headerName: 'Changes', flex: 1, minWidth: 160 },
];

export default function DialogGrid() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ minHeight: 40 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Version history
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="md"
        // The paper gets a definite height; the content area hands what is left to the grid.
        PaperProps={{ sx: { height: '80vh' } }}
        aria-labelledby="version-history-title"
      >
        <DialogTitle id="version-history-title">Version history</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', pb: 0 }}>
          <DataGrid
            rows={versions}
            columns={columns}
            density="compact"
            sx={{ flex: 1, minHeight: 0 }}
            aria-labelledby="version-history-title"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
