import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function ShippingOptions() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="text">Save for later</Button>
      <Button variant="outlined" color="secondary">
        Gift wrap
      </Button>
      <Button variant="contained" startIcon={<LocalShippingIcon />}>
        Ship today
      </Button>
      <Button variant="contained" size="small" color="success">
        Pay now
      </Button>
      <Button variant="outlined" disabled>
        Out of stock
      </Button>
    </Stack>
  );
}
