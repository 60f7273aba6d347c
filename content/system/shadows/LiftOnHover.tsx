import Box from '@mui/material/Box';

const articles = [
  { slug: 'offline-first', title: 'Designing for offline first', minutes: 7 },
  { slug: 'css-grid-guide', title: 'A gentle guide to CSS grid', minutes: 5 },
  { slug: 'testing-fetch', title: 'Testing React components that fetch', minutes: 11 },
];

export default function LiftOnHover() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(3, 1fr)' }, p: 1 }}>
      {articles.map((article) => (
        <Box
          key={article.slug}
          id={article.slug}
          component="a"
          href={`#${article.slug}`}
          sx={{
            display: 'block',
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            textDecoration: 'none',
            boxShadow: 1,
            transition: (theme) => theme.transitions.create(['box-shadow', 'transform']),
            '&:hover, &:focus-visible': { boxShadow: 6, transform: 'translateY(-2px)' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box sx={{ fontWeight: 'medium' }}>{article.title}</Box>
          <Box sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
            {article.minutes} min read
          </Box>
        </Box>
      ))}
    </Box>
  );
}
