import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';

const posts = [
  {
    slug: 'spring-release',
    title: 'The spring release is here',
    summary: 'Offline mode, faster sync and a new calendar view.',
  },
  {
    slug: 'pricing-update',
    title: 'An update to our pricing',
    summary: 'What changes for existing plans on July 1.',
  },
];

export default function ContextualLinks() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(2, 1fr)' } }}>
      {posts.map((post) => (
        <Box
          component="article"
          key={post.slug}
          id={post.slug}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Box component="h3" sx={{ m: 0, typography: 'subtitle1', fontWeight: 'medium' }}>
            {post.title}
          </Box>
          <Box component="p" sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
            {post.summary}
          </Box>
          <Link href={`#${post.slug}`}>
            Read more
            <span style={visuallyHidden}> about {post.title.toLowerCase()}</span>
          </Link>
        </Box>
      ))}
    </Box>
  );
}
