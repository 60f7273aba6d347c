import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';

export default function IconButtons() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <IconButton
        color="error"
        aria-label="Save to favorites"
        aria-pressed={saved}
        onClick={() => setSaved((value) => !value)}
      >
        {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <Tooltip title="Share">
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
      </Tooltip>
      <IconButton color="primary" size="small" aria-label="Edit recipe">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="large" aria-label="Delete recipe" disabled>
        <DeleteIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
