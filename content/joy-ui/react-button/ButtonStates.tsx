import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ButtonStates() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button disabled>Checkout</Button>
        <Button disabled variant="outlined">
          Apply coupon
        </Button>
      </Box>
      <Button
        component="a"
        href="https://github.com/mui/material-ui/releases"
        target="_blank"
        rel="noopener noreferrer"
        variant="soft"
        color="neutral"
        endDecorator={<OpenInNewIcon />}
      >
        Release notes
      </Button>
      <Button fullWidth>Create account</Button>
    </Box>
  );
}
