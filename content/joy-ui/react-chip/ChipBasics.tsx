import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';

export default function ChipBasics() {
  const [copied, setCopied] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip>Draft</Chip>
        <Chip color="success" startDecorator={<CheckCircleRounded />}>
          Paid
        </Chip>
        <Chip
          variant="outlined"
          color="primary"
          startDecorator={<LocalOfferRounded />}
          onClick={() => setCopied(true)}
        >
          SPRING24
        </Chip>
      </Box>
      <Typography level="body-sm" aria-live="polite">
        {copied ? 'Coupon SPRING24 applied to your cart.' : 'Click the coupon chip to apply it.'}
      </Typography>
    </Box>
  );
}
