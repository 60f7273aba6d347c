import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <IconButton aria-label="Edit recipe">
        <EditIcon />
      </IconButton>
      <IconButton variant="outlined" aria-label="Share recipe">
        <ShareIcon />
      </IconButton>
      <IconButton
        variant="soft"
        color={liked ? 'danger' : 'neutral'}
        aria-label="Save to favorites"
        aria-pressed={liked}
        onClick={() => setLiked((value) => !value)}
      >
        {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <IconButton variant="solid" color="danger" size="sm" aria-label="Delete recipe">
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
