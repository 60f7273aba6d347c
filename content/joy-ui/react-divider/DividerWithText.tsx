import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerWithText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Button variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
      <Divider>or</Divider>
      <Button>Email me a sign-in link</Button>
      <Divider sx={{ '--Divider-childPosition': '0%' }}>
        <Typography level="body-xs" sx={{ textTransform: 'uppercase', letterSpacing: '0.08em' }}>
          Older messages
        </Typography>
      </Divider>
    </Stack>
  );
}
