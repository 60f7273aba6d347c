import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkIcon from '@mui/icons-material/Bookmark';

export default function IconCheckboxes() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox
        icon={<FavoriteBorderIcon />}
        checkedIcon={<FavoriteIcon />}
        color="error"
        inputProps={{ 'aria-label': 'Like this photo' }}
      />
      <Checkbox
        icon={<BookmarkBorderIcon />}
        checkedIcon={<BookmarkIcon />}
        defaultChecked
        inputProps={{ 'aria-label': 'Save this photo for later' }}
      />
    </Stack>
  );
}
