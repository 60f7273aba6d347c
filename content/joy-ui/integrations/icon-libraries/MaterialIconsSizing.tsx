import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function MaterialIconsSizing() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SIZES.map((size) => (
          <Button key={size} size={size} variant="soft" startDecorator={<CalendarMonthRounded />}>
            Book a slot ({size})
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SIZES.map((size) => (
          <Chip key={size} size={size} color="success" startDecorator={<VerifiedRounded />}>
            Verified seller
          </Chip>
        ))}
      </Stack>
      <Typography level="body-md" startDecorator={<LocalShippingOutlined />}>
        Ships in 2 to 3 business days
      </Typography>
    </Stack>
  );
}
