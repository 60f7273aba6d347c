import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function BasicPopover() {
  const theme = useTheme();
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  // Popover's horizontal positions are physical: start is on the right in right-to-left pages.
  const start = theme.direction === 'rtl' ? 'right' : 'left';

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={open ? 'delivery-popover' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Delivery estimate
      </Button>
      <Popover
        id="delivery-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
      >
        <Typography variant="body2" sx={{ p: 2, maxWidth: 280 }}>
          Order in the next 3 hours for delivery on Thursday. Express shipping is available at
          checkout.
        </Typography>
      </Popover>
    </div>
  );
}
