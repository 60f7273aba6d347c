import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';

// Defined once, outside the component: a new function on each render would restart the transition.
const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & { children: React.ReactElement },
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function FullScreenDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="contained" onClick={() => setOpen(true)}>
        New message
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={SlideUp}
        aria-labelledby="compose-title"
      >
        <AppBar position="sticky" elevation={0} color="default">
          <Toolbar>
            <IconButton edge="start" aria-label="Close" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
            <Typography id="compose-title" component="h2" variant="h6" sx={{ flex: 1, ml: 2 }}>
              New message
            </Typography>
            <Button variant="contained" endIcon={<SendIcon />} onClick={() => setOpen(false)}>
              Send
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', pt: 1 }}>
            <TextField label="To" defaultValue="maya.okafor@example.com" fullWidth />
            <TextField label="Subject" defaultValue="Venue options for the offsite" fullWidth />
            <TextField
              label="Message"
              multiline
              minRows={10}
              fullWidth
              defaultValue={
                'Hi Maya,\n\nI shortlisted three venues near Lisbon for the October offsite. ' +
                'All of them can host 40 people and have a room for workshops.\n\nTalk soon,\nJonas'
              }
            />
          </Stack>
        </DialogContent>
      </Dialog>
    </React.Fragment>
  );
}
