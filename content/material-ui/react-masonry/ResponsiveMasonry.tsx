import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Heights in pixels: swatches of different sizes, as photos of different shapes would be.
const swatches = [
  { name: 'Sea glass', height: 120, hue: 170 },
  { name: 'Clay', height: 80, hue: 20 },
  { name: 'Pine', height: 150, hue: 140 },
  { name: 'Dusk', height: 100, hue: 260 },
  { name: 'Saffron', height: 130, hue: 45 },
  { name: 'Harbor', height: 90, hue: 210 },
  { name: 'Rosewood', height: 140, hue: 340 },
  { name: 'Fog', height: 70, hue: 200 },
];

export default function ResponsiveMasonry() {
  return (
    <Box sx={{ minHeight: 420 }}>
      {/* One column on phones, two from sm, four from md; spacing grows too. */}
      <Masonry columns={{ xs: 1, sm: 2, md: 4 }} spacing={{ xs: 1, md: 2 }}>
        {swatches.map((swatch) => (
          <Box
            key={swatch.name}
            sx={{
              height: swatch.height,
              borderRadius: 1,
              display: 'flex',
              alignItems: 'flex-end',
              p: 1,
              background: `linear-gradient(160deg, hsl(${swatch.hue} 60% 55%), hsl(${swatch.hue + 30} 65% 30%))`,
            }}
          >
            {/* A dark label keeps the white text readable on any swatch. */}
            <Typography
              variant="body2"
              sx={{ color: '#fff', bgcolor: 'rgba(0, 0, 0, 0.6)', px: 0.75, borderRadius: 0.5 }}
            >
              {swatch.name}
            </Typography>
          </Box>
        ))}
      </Masonry>
    </Box>
  );
}
