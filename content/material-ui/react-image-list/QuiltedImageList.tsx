import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Abstract tiles drawn as SVG data URIs: a diagonal gradient and a few circles.
function pattern(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid slice">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 65% 55%)"/><stop offset="1" stop-color="hsl(${hue + 50} 70% 35%)"/>
    </linearGradient></defs>
    <rect width="200" height="200" fill="url(#g)"/>
    <circle cx="60" cy="70" r="38" fill="hsl(${hue + 20} 80% 85%)" opacity="0.7"/>
    <circle cx="150" cy="140" r="55" fill="hsl(${hue - 30} 70% 75%)" opacity="0.5"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// rows and cols: how many grid cells a tile spans.
const artworks = [
  { title: 'Tidal', hue: 190, rows: 2, cols: 2 },
  { title: 'Ember', hue: 10 },
  { title: 'Moss', hue: 110 },
  { title: 'Dusk', hue: 260, cols: 2 },
  { title: 'Citrus', hue: 45, cols: 2 },
  { title: 'Glacier', hue: 205, rows: 2, cols: 2 },
  { title: 'Plum', hue: 300 },
  { title: 'Clay', hue: 20 },
];

export default function QuiltedImageList() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={110} sx={{ maxWidth: 500, m: 0 }}>
      {artworks.map((art) => (
        <ImageListItem key={art.title} cols={art.cols ?? 1} rows={art.rows ?? 1}>
          <img src={pattern(art.hue)} alt={`${art.title}, abstract artwork`} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
