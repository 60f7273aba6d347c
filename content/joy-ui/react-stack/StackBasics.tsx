import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function StackBasics() {
  return (
    <Sheet variant="outlined" sx={{ p: 3, borderRadius: 'md', maxWidth: 360 }}>
      <Stack spacing={2}>
        <Typography level="title-lg">Enable two-step sign-in</Typography>
        <Typography level="body-sm">
          Each time you sign in on a new device, we ask for a code from your authenticator app.
        </Typography>
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button variant="plain" color="neutral">
            Later
          </Button>
          <Button>Set up</Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
