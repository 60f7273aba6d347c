import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function CollapseDetails() {
  const [open, setOpen] = React.useState(false);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle1" component="h3">
          Order #40213
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="collapse-order-details"
          endIcon={
            <ExpandMoreIcon
              sx={{
                transform: open ? 'rotate(180deg)' : 'none',
                transition: (theme) => theme.transitions.create('transform'),
              }}
            />
          }
        >
          {open ? 'Hide details' : 'Show details'}
        </Button>
      </Stack>
      <Collapse in={open} timeout="auto" id="collapse-order-details">
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          2 × Ceramic pour-over set, 1 × Organic coffee beans (1 kg). Shipped on May 3 with tracking
          number 1Z 999 AA1 01 2345 6784. Estimated delivery: May 7.
        </Typography>
      </Collapse>
    </Paper>
  );
}
