import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [open, setOpen] = React.useState(false);
  const [priority, setPriority] = React.useState('normal');

  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel id="ticket-priority-label">Priority</InputLabel>
        <Select
          labelId="ticket-priority-label"
          id="ticket-priority"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={priority}
          label="Priority"
          onChange={(event) => setPriority(event.target.value)}
        >
          <MenuItem value="low">Low</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="high">High</MenuItem>
          <MenuItem value="urgent">Urgent</MenuItem>
        </Select>
      </FormControl>
      <Button onClick={() => setOpen(true)}>Change priority</Button>
    </Stack>
  );
}
