import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinearProgressBasics() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <Typography id="import-label" level="body-sm">
        Importing 1,204 contacts…
      </Typography>
      <LinearProgress aria-labelledby="import-label" />
    </Stack>
  );
}
