import Box from '@mui/material/Box';

const tiles = [
  { title: 'Weekly active users', span: 2 },
  { title: 'Sign-ups', span: 1 },
  { title: 'Conversion rate', span: 1 },
  { title: 'Revenue by region', span: 3 },
  { title: 'Refunds', span: 1 },
  { title: 'Support tickets', span: 1 },
];

export default function SpanningTiles() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gridAutoRows: 'minmax(64px, auto)',
        gridAutoFlow: 'dense',
        gap: 1.5,
      }}
    >
      {tiles.map((tile) => (
        <Box
          key={tile.title}
          sx={{
            gridColumn: tile.span === 3 ? '1 / -1' : `span ${tile.span}`,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            typography: 'body2',
          }}
        >
          <Box component="span" sx={{ fontWeight: 'medium' }}>
            {tile.title}
          </Box>
          <Box component="code" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
            {tile.span === 3 ? "gridColumn: '1 / -1'" : `gridColumn: 'span ${tile.span}'`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
