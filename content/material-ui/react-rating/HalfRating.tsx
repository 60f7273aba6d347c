import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HalfRating() {
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate this recipe</Typography>
        <Rating name="recipe-rating" defaultValue={3.5} precision={0.5} />
      </Box>
      <div>
        <Typography>Community score</Typography>
        <Rating name="community-score" defaultValue={3.7} precision={0.1} readOnly />
      </div>
    </Stack>
  );
}
