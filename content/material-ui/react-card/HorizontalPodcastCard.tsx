import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Replay10Icon from '@mui/icons-material/Replay10';
import Forward30Icon from '@mui/icons-material/Forward30';

// Cover art drawn as an inline SVG gradient.
const cover = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">
    <defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b2f8f"/><stop offset="1" stop-color="#19a7a0"/>
    </linearGradient></defs>
    <rect width="160" height="160" fill="url(#c)"/>
    <circle cx="80" cy="80" r="38" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.8"/>
    <circle cx="80" cy="80" r="12" fill="#ffffff" opacity="0.8"/>
  </svg>`,
)}`;

export default function HorizontalPodcastCard() {
  const [playing, setPlaying] = React.useState(false);

  return (
    <Card sx={{ display: 'flex', maxWidth: 460 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography variant="subtitle1" component="h3" noWrap>
            Episode 42: Shipping on Fridays
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The Deploy Log · 38 min
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', paddingInlineStart: 1, pb: 1 }}>
          <IconButton aria-label="Back 10 seconds">
            <Replay10Icon />
          </IconButton>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? (
              <PauseIcon sx={{ fontSize: 36 }} />
            ) : (
              <PlayArrowIcon sx={{ fontSize: 36 }} />
            )}
          </IconButton>
          <IconButton aria-label="Forward 30 seconds">
            <Forward30Icon />
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="img"
        image={cover}
        alt="Cover art of The Deploy Log podcast"
        sx={{ width: 140, flexShrink: 0 }}
      />
    </Card>
  );
}
