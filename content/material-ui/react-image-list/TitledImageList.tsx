import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

// Room illustrations drawn as SVG data URIs: a wall, a window and a floor.
function room(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">
    <rect width="300" height="200" fill="hsl(${hue} 35% 82%)"/>
    <rect x="40" y="30" width="90" height="80" fill="hsl(205 70% 75%)" stroke="hsl(${hue} 20% 40%)" stroke-width="6"/>
    <rect x="170" y="90" width="90" height="60" rx="10" fill="hsl(${hue + 180} 30% 45%)"/>
    <rect y="150" width="300" height="50" fill="hsl(${hue} 30% 55%)"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const listings = [
  { title: 'Loft near the canal', detail: '$140 a night', hue: 30 },
  { title: 'Garden studio', detail: '$95 a night', hue: 100 },
  { title: 'Old town apartment', detail: '$120 a night', hue: 350 },
  { title: 'Seaside room', detail: '$160 a night', hue: 190 },
];

export default function TitledImageList() {
  // Two columns from sm up, one below: cols is a number, so pick it with a media query.
  const twoColumns = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));

  return (
    <ImageList cols={twoColumns ? 2 : 1} gap={12} sx={{ maxWidth: 560, m: 0 }}>
      {listings.map((listing) => (
        <ImageListItem key={listing.title}>
          <img src={room(listing.hue)} alt="" />
          <ImageListItemBar
            title={listing.title}
            subtitle={listing.detail}
            actionIcon={
              <IconButton aria-label={`Details of ${listing.title}`} sx={{ color: 'common.white' }}>
                <InfoOutlinedIcon />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
