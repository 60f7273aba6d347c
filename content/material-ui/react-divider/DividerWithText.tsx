import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DividerWithText() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
        <Button variant="outlined">Continue with your work account</Button>
        <Divider>or</Divider>
        <TextField label="Email" type="email" size="small" />
        <Button variant="contained">Send me a sign-in link</Button>
      </Stack>
      <Box sx={{ width: '100%', maxWidth: 360 }}>
        <Divider textAlign="left">
          <Typography variant="overline" component="span">
            Shipping
          </Typography>
        </Divider>
        <Typography variant="body2" sx={{ my: 1 }}>
          Standard delivery in 3–5 business days.
        </Typography>
        <Divider textAlign="right">
          <Typography variant="overline" component="span">
            Returns
          </Typography>
        </Divider>
        <Typography variant="body2" sx={{ my: 1 }}>
          Free returns within 30 days of delivery.
        </Typography>
      </Box>
    </Stack>
  );
}
