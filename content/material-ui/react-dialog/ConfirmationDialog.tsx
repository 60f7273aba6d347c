import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const timeZones = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
];

interface TimeZoneDialogProps {
  open: boolean;
  value: string;
  onClose: (newValue?: string) => void;
}

function TimeZoneDialog({ open, value, onClose }: TimeZoneDialogProps) {
  // The choice in progress: it only replaces `value` when the reader confirms.
  const [draft, setDraft] = React.useState(value);

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      maxWidth="xs"
      fullWidth
      // Each time the dialog opens, start again from the saved value.
      TransitionProps={{ onEnter: () => setDraft(value) }}
    >
      <DialogTitle id="time-zone-title">Time zone</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 360 }}>
        <RadioGroup
          aria-labelledby="time-zone-title"
          name="time-zone"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        >
          {timeZones.map((zone) => (
            <FormControlLabel
              key={zone}
              value={zone}
              control={<Radio />}
              label={zone.replace(/_/g, ' ')}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button variant="contained" onClick={() => onClose(draft)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [timeZone, setTimeZone] = React.useState('Europe/Berlin');

  const handleClose = (newValue?: string) => {
    setOpen(false);
    if (newValue) {
      setTimeZone(newValue);
    }
  };

  return (
    <React.Fragment>
      <List sx={{ maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Account settings">
        <ListItem disablePadding>
          <ListItemButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <ListItemText primary="Time zone" secondary={timeZone.replace(/_/g, ' ')} />
          </ListItemButton>
        </ListItem>
      </List>
      <TimeZoneDialog open={open} value={timeZone} onClose={handleClose} />
    </React.Fragment>
  );
}
