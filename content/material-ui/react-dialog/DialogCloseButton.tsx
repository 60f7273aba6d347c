import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';

const changes = [
  { version: '4.2.0', summary: 'Offline mode for the mobile app, with sync on reconnect.' },
  { version: '4.1.3', summary: 'Faster search in projects with more than 10,000 files.' },
  { version: '4.1.0', summary: 'Comments can mention whole teams, not only people.' },
];

export default function DialogCloseButton() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        {/* Leave room for the close button at the end of the title, on either side in RTL. */}
        <DialogTitle sx={{ paddingInlineEnd: 7 }}>What’s new in version 4.2</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        {/* `dividers` draws a line above and below the content. */}
        <DialogContent dividers>
          <List disablePadding>
            {changes.map((change) => (
              <ListItem key={change.version} disableGutters>
                <ListItemText primary={change.version} secondary={change.summary} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button href="#changelog" onClick={() => setOpen(false)}>
            Read the full changelog
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
