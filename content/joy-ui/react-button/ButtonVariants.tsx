import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function ButtonVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button variant="solid">Publish post</Button>
      <Button variant="soft">Save draft</Button>
      <Button variant="outlined">Preview</Button>
      <Button variant="plain">Discard</Button>
    </Box>
  );
}
