import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import KeyboardIcon from '@mui/icons-material/Keyboard';

const shortcuts = [
  { action: 'Open the command palette', keys: 'Ctrl + K' },
  { action: 'Save the current draft', keys: 'Ctrl + S' },
  { action: 'Toggle the preview', keys: 'Ctrl + Shift + P' },
  { action: 'Close this dialog', keys: 'Esc' },
];

export default function BasicDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" startIcon={<KeyboardIcon />} onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      {/* DialogTitle gives the dialog its accessible name: no aria-labelledby needed. */}
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label="Shortcuts">
            <TableBody>
              {shortcuts.map((shortcut) => (
                <TableRow key={shortcut.keys}>
                  <TableCell>{shortcut.action}</TableCell>
                  <TableCell align="right">
                    <kbd>{shortcut.keys}</kbd>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
