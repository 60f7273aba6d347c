import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

// A small landscape drawn in SVG, wider than it is tall, so that the two fits differ.
const landscape = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300">
    <rect width="600" height="300" fill="#9CCBEA"/>
    <circle cx="470" cy="80" r="40" fill="#F6D365"/>
    <path d="M0 230 L140 110 L250 200 L360 90 L600 250 L600 300 L0 300 Z" fill="#3E7C59"/>
    <path d="M0 260 L200 200 L420 250 L600 220 L600 300 L0 300 Z" fill="#2C5A41"/>
  </svg>`,
)}`;

const fits = ['cover', 'contain'] as const;

export default function AspectRatioImages() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}
    >
      {fits.map((fit) => (
        <figure key={fit} style={{ margin: 0 }}>
          <AspectRatio ratio="1" objectFit={fit} variant="outlined">
            <img src={landscape} alt="Green hills under a blue sky with a yellow sun" />
          </AspectRatio>
          <Typography component="figcaption" level="body-sm" sx={{ mt: 1 }}>
            Square frame, <code>objectFit=&quot;{fit}&quot;</code>
          </Typography>
        </figure>
      ))}
    </Box>
  );
}
