import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

// The twelve placements, laid out around the space where they appear.
const rows: (PopperPlacementType | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function PopperPlacements() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [open, setOpen] = React.useState(false);

  const show = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
    setOpen(anchorEl !== event.currentTarget || placement !== next || !open);
    setPlacement(next);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        gap: 1,
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      {rows.flat().map((cell, index) =>
        cell ? (
          <Button
            key={cell}
            size="small"
            variant="outlined"
            onClick={show(cell)}
            sx={{ textTransform: 'none' }}
          >
            {cell}
          </Button>
        ) : (
          <span key={`empty-${index}`} />
        ),
      )}
      {/* zIndex: a Popper has none by default; this keeps it above the page's app bar. */}
      <Popper open={open} anchorEl={anchorEl} placement={placement} sx={{ zIndex: 'tooltip' }}>
        <Paper elevation={6} sx={{ px: 1.5, py: 1, m: 1 }}>
          <Typography variant="body2">placement=&quot;{placement}&quot;</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
