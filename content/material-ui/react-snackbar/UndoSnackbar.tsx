import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';

const initialThreads = [
  { id: 1, subject: 'Flight to Oslo: check-in open', from: 'Nordic Air' },
  { id: 2, subject: 'Your March invoice', from: 'Acme Hosting' },
  { id: 3, subject: 'Lunch on Friday?', from: 'Priya Natarajan' },
];

export default function UndoSnackbar() {
  const [threads, setThreads] = React.useState(initialThreads);
  const [archived, setArchived] = React.useState<(typeof initialThreads)[number] | null>(null);
  const [open, setOpen] = React.useState(false);

  const archive = (id: number) => {
    setArchived(threads.find((thread) => thread.id === id) ?? null);
    setThreads((previous) => previous.filter((thread) => thread.id !== id));
    setOpen(true);
  };

  const undo = () => {
    if (archived) {
      setThreads((previous) => [...previous, archived].sort((a, b) => a.id - b.id));
    }
    setOpen(false);
  };

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss the undo before the reader sees it.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <List sx={{ maxWidth: 440, bgcolor: 'background.paper' }} aria-label="Inbox">
        {threads.map((thread) => (
          <ListItem
            key={thread.id}
            secondaryAction={
              <Button size="small" onClick={() => archive(thread.id)}>
                Archive
              </Button>
            }
          >
            <ListItemText primary={thread.subject} secondary={thread.from} />
          </ListItem>
        ))}
        {threads.length === 0 && (
          <ListItem>
            <ListItemText primary="Inbox zero. Nice work." />
          </ListItem>
        )}
      </List>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={
          <React.Fragment>
            <Button color="inherit" size="small" onClick={undo}>
              Undo
            </Button>
            <IconButton size="small" aria-label="Close" color="inherit" onClick={handleClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </React.Fragment>
        }
      />
    </React.Fragment>
  );
}
