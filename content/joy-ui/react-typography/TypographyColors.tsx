import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyColors() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Typography level="body-md" color="success">
        Payment received: $1,280.00 on March 3.
      </Typography>
      <Typography level="body-md" color="danger">
        Your card expires this month.
      </Typography>
      <Typography level="body-md" textColor="text.tertiary">
        Last synced 5 minutes ago.
      </Typography>
      <Typography level="body-md">
        Press{' '}
        <Typography variant="outlined" color="neutral" fontFamily="code" fontSize="sm">
          ⌘ K
        </Typography>{' '}
        to search, or read the{' '}
        <Typography variant="soft" color="warning">
          breaking changes
        </Typography>{' '}
        before you upgrade.
      </Typography>
    </Stack>
  );
}
