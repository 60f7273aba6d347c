import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function CircularProgressBasics() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress aria-label="Loading your projects" />
      <Typography level="body-sm">Loading your projects…</Typography>
    </Box>
  );
}
