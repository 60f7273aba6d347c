import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type {} from '@mui/material/themeCssVarsAugmentation';

const HeartRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': { color: (theme.vars ?? theme).palette.error.main },
  '& .MuiRating-iconHover': { color: (theme.vars ?? theme).palette.error.dark },
}));

export default function CustomizedRating() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">How much do you like this song?</Typography>
        <HeartRating
          name="song-love"
          defaultValue={2}
          getLabelText={(value) => `${value} heart${value !== 1 ? 's' : ''}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Pain level, from 1 to 10</Typography>
        <Rating name="pain-level" defaultValue={3} max={10} />
      </Box>
    </Box>
  );
}
