import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function ButtonSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button size="sm">Follow</Button>
      <Button size="md">Follow</Button>
      <Button size="lg">Follow</Button>
    </Box>
  );
}
