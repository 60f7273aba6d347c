import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InstallFirstComponents() {
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Chip size="sm" color="success" variant="soft">
        @mui/joy is installed
      </Chip>
      <Typography level="h4" component="p">
        Welcome back, Priya
      </Typography>
      <Typography level="body-md">
        This text uses the default theme&apos;s <code>body-md</code> level and the Inter font when
        it is loaded.
      </Typography>
      <Button>Open the dashboard</Button>
    </Stack>
  );
}
