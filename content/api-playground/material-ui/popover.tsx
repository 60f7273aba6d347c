import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PopoverProps } from '@mui/material/Popover';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    children: (
      <Typography sx={{ p: 2, maxWidth: 280 }}>
        Prices include VAT. Shipping is calculated at checkout.
      </Typography>
    ),
  },
  opener: {
    trigger: <Button variant="outlined">About prices</Button>,
    close: 'onClose',
    anchor: 'anchorEl',
  },
} satisfies PlaygroundPreset<PopoverProps>;
