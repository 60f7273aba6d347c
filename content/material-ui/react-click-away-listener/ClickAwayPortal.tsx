import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => setDisableReactTree(event.target.checked)}
          />
        }
        label="disableReactTree"
      />
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={disableReactTree}>
        <Box>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Open the note
          </Button>
          {open ? (
            // Rendered elsewhere in the DOM, but still a child of the listener in React.
            <Portal container={() => target}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2">
                  Click this note: it stays open, unless disableReactTree is on.
                </Typography>
              </Paper>
            </Portal>
          ) : null}
        </Box>
      </ClickAwayListener>
      <Box
        ref={setTarget}
        sx={{ minHeight: 64, border: 1, borderStyle: 'dashed', borderColor: 'divider', p: 1 }}
      />
    </Stack>
  );
}
