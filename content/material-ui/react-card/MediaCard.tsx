import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

// A drawn landscape as an inline SVG: no request to an image host.
const landscape = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6a96b"/><stop offset="1" stop-color="#fbe3b5"/>
    </linearGradient></defs>
    <rect width="400" height="200" fill="url(#sky)"/>
    <circle cx="290" cy="80" r="30" fill="#fff3d6"/>
    <path d="M0 150 L90 70 L170 140 L250 60 L400 170 V200 H0 Z" fill="#5b6b8c"/>
    <path d="M0 175 L120 120 L230 170 L320 130 L400 180 V200 H0 Z" fill="#34405c"/>
  </svg>`,
)}`;

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>MT</Avatar>}
        action={
          <IconButton aria-label="More options for this post">
            <MoreVertIcon />
          </IconButton>
        }
        title="Mateo Torres"
        subheader="September 14, 2024"
      />
      <CardMedia
        component="img"
        height={180}
        image={landscape}
        alt="Illustration of mountain ridges at sunset"
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Three days on the ridge trail: 52 km, two huts and one unforgettable sunrise above the
          clouds.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Add to favorites">
          <FavoriteBorderIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}
