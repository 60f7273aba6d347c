import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';

export default function StandaloneToggle() {
  const [pinned, setPinned] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <ToggleButton
        value="pinned"
        selected={pinned}
        onChange={() => setPinned((value) => !value)}
        aria-label="Pin conversation"
        size="small"
      >
        {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
      </ToggleButton>
      <Typography variant="body2">
        {pinned ? 'Pinned to the top of your inbox' : 'Not pinned'}
      </Typography>
    </Stack>
  );
}
