import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SwipeableDrawerProps } from '@mui/material/SwipeableDrawer';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    anchor: 'bottom',
    children: (
      <Box sx={{ p: 3 }}>
        <Typography variant="h6">3 items in your basket</Typography>
        <Typography>Swipe down, press Escape or tap outside to close.</Typography>
      </Box>
    ),
  },
  opener: {
    trigger: <Button variant="outlined">Show basket</Button>,
    close: 'onClose',
    opens: 'onOpen',
  },
} satisfies PlaygroundPreset<SwipeableDrawerProps>;
