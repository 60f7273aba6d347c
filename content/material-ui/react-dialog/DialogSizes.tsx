import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

type MaxWidth = Exclude<DialogProps['maxWidth'], undefined>;

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [maxWidth, setMaxWidth] = React.useState<MaxWidth>('sm');
  const [fullWidth, setFullWidth] = React.useState(true);

  const handleMaxWidthChange = (event: SelectChangeEvent) => {
    const value = event.target.value;
    // `false` has no string form in the select: it is stored as "none".
    setMaxWidth(value === 'none' ? false : (value as MaxWidth));
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="dialog-size-label">maxWidth</InputLabel>
        <Select
          labelId="dialog-size-label"
          label="maxWidth"
          value={maxWidth === false ? 'none' : maxWidth}
          onChange={handleMaxWidthChange}
        >
          <MenuItem value="xs">xs (444px)</MenuItem>
          <MenuItem value="sm">sm (600px, default)</MenuItem>
          <MenuItem value="md">md (900px)</MenuItem>
          <MenuItem value="lg">lg (1200px)</MenuItem>
          <MenuItem value="xl">xl (1536px)</MenuItem>
          <MenuItem value="none">false (no limit)</MenuItem>
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />
        }
        label="fullWidth"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open the preview
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={maxWidth} fullWidth={fullWidth}>
        <DialogTitle>Monthly sales report</DialogTitle>
        <DialogContent>
          <DialogContentText>
            With <code>fullWidth</code>, the dialog grows to its <code>maxWidth</code> whatever its
            content. Without it, it is as wide as its content, up to that limit.
          </DialogContentText>
          <Box
            sx={{
              mt: 2,
              height: 120,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
