import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';

export default function RatingSizes() {
  return (
    <Stack spacing={1}>
      <Rating name="size-small" defaultValue={2} size="small" />
      <Rating name="size-medium" defaultValue={3} />
      <Rating name="size-large" defaultValue={4} size="large" />
    </Stack>
  );
}
