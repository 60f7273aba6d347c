import * as React from 'react';
import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Posters of different heights, drawn as SVG data URIs.
function poster(hue: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 ${height}">
    <rect width="200" height="${height}" fill="hsl(${hue} 55% 45%)"/>
    <rect x="20" y="20" width="160" height="${height - 40}" rx="8" fill="hsl(${hue + 25} 70% 80%)"/>
    <circle cx="100" cy="${height / 2}" r="36" fill="hsl(${hue} 60% 35%)"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const posters = [
  { title: 'Jazz night', hue: 220, height: 280 },
  { title: 'Farmers market', hue: 100, height: 200 },
  { title: 'Film festival', hue: 350, height: 320 },
  { title: 'Book fair', hue: 30, height: 240 },
  { title: 'Science week', hue: 180, height: 300 },
  { title: 'Open studios', hue: 280, height: 220 },
  { title: 'Harbor run', hue: 200, height: 260 },
  { title: 'Winter lights', hue: 50, height: 200 },
];

export default function MasonryImageList() {
  return (
    <Box
      sx={{ maxWidth: 500, height: 420, overflowY: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Event posters"
    >
      {/* masonry: columns of tiles that keep their own heights. */}
      <ImageList variant="masonry" cols={3} gap={8} sx={{ m: 0 }}>
        {posters.map((item) => (
          <ImageListItem key={item.title}>
            <img src={poster(item.hue, item.height)} alt={`${item.title} poster`} />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
