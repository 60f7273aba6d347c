import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkBasics() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Typography>
        Read our <Link href="https://example.com/privacy">privacy policy</Link> to learn which data
        we keep and for how long.
      </Typography>
      <Stack direction="row" spacing={3}>
        <Link href="https://example.com/help" underline="hover">
          hover (default)
        </Link>
        <Link href="https://example.com/help" underline="always">
          always
        </Link>
        <Link href="https://example.com/help" underline="none">
          none
        </Link>
      </Stack>
    </Stack>
  );
}
