import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Fabric swatches drawn as SVG data URIs: stripes over a base color.
function swatch(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" preserveAspectRatio="xMidYMid slice">
    <defs><pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="12" fill="hsl(${hue} 45% 70%)"/>
    </pattern></defs>
    <rect width="120" height="120" fill="hsl(${hue} 40% 45%)"/>
    <rect width="120" height="120" fill="url(#p)"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const fabrics = [
  { name: 'Indigo linen', hue: 230 },
  { name: 'Sage cotton', hue: 120 },
  { name: 'Terracotta wool', hue: 15 },
  { name: 'Mustard tweed', hue: 45 },
  { name: 'Teal velvet', hue: 180 },
  { name: 'Berry silk', hue: 330 },
];

export default function WovenImageList() {
  return (
    // woven: every second tile is shorter (70%) and centered, for an alternating rhythm.
    <ImageList variant="woven" cols={3} gap={8} rowHeight={140} sx={{ maxWidth: 480, m: 0 }}>
      {fabrics.map((fabric) => (
        <ImageListItem key={fabric.name}>
          <img src={swatch(fabric.hue)} alt={`${fabric.name} swatch`} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
