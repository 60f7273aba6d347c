import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Each tile is drawn here as an SVG data URI: a sky gradient, a sun and two hills.
function landscape(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${hue + 30} 80% 86%)"/>
    </linearGradient></defs>
    <rect width="300" height="300" fill="url(#s)"/>
    <circle cx="210" cy="110" r="40" fill="hsl(${hue + 40} 90% 94%)"/>
    <path d="M0 220 Q80 150 160 210 T300 190 V300 H0 Z" fill="hsl(${hue + 180} 30% 40%)"/>
    <path d="M0 250 Q110 200 200 250 T300 240 V300 H0 Z" fill="hsl(${hue + 180} 35% 26%)"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const photos = [
  { title: 'Morning over the lake', hue: 200 },
  { title: 'Dunes at noon', hue: 30 },
  { title: 'Lavender fields', hue: 270 },
  { title: 'Autumn valley', hue: 15 },
  { title: 'Fjord at dusk', hue: 230 },
  { title: 'Rice terraces', hue: 90 },
  { title: 'Desert evening', hue: 340 },
  { title: 'Northern coast', hue: 185 },
  { title: 'Savanna sunrise', hue: 45 },
];

export default function StandardImageList() {
  return (
    // rowHeight is left at 'auto': each row is as tall as its square images.
    <ImageList cols={3} sx={{ maxWidth: 480, m: 0 }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.title}>
          <img src={landscape(photo.hue)} alt={photo.title} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
