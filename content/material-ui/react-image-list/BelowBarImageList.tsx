import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

// Product shots drawn as SVG data URIs: a mug in a color on a soft background.
function mug(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <rect width="200" height="200" fill="hsl(${hue} 30% 92%)"/>
    <rect x="55" y="60" width="80" height="90" rx="10" fill="hsl(${hue} 60% 45%)"/>
    <path d="M135 80 h15 a18 18 0 0 1 0 36 h-15" fill="none" stroke="hsl(${hue} 60% 45%)" stroke-width="10"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const mugs = [
  { name: 'Harbor mug', price: '$18', hue: 210 },
  { name: 'Meadow mug', price: '$18', hue: 130 },
  { name: 'Sunset mug', price: '$22', hue: 20 },
];

export default function BelowBarImageList() {
  return (
    <ImageList cols={3} gap={16} sx={{ maxWidth: 520, m: 0 }}>
      {mugs.map((item) => (
        <ImageListItem key={item.name}>
          <img src={mug(item.hue)} alt={item.name} />
          {/* position="below": the title sits under the image, in the page's text colors. */}
          <ImageListItemBar position="below" title={item.name} subtitle={item.price} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
