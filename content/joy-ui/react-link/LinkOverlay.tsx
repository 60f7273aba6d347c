import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const posts = [
  { slug: 'css-variables', title: 'Theming with CSS variables', tag: 'Guide', minutes: 8 },
  { slug: 'dark-mode-flash', title: 'Avoiding the dark mode flash', tag: 'Recipe', minutes: 5 },
];

export default function LinkOverlay() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}
    >
      {posts.map((post) => (
        <Sheet
          key={post.slug}
          variant="outlined"
          sx={{
            p: 2,
            borderRadius: 'md',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            '&:hover': { borderColor: 'primary.outlinedHoverBorder', bgcolor: 'background.level1' },
          }}
        >
          <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
            {post.tag}
          </Chip>
          <Link
            overlay
            href={`https://example.com/blog/${post.slug}`}
            level="title-md"
            textColor="text.primary"
            underline="none"
          >
            {post.title}
          </Link>
          <Typography level="body-xs">{post.minutes} min read</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
