import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import RssFeedIcon from '@mui/icons-material/RssFeed';

interface Teaser {
  title: string;
  date: string;
  summary: string;
  section: string;
}

interface Post {
  title: string;
  date: string;
  author: string;
  /** Markdown-like text: `## heading`, `- list item`, `> quote`, `**bold**` and `inline code`. */
  body: string;
}

const sections = 'Engineering,Design,Data,Accessibility,Performance,Culture,Releases'.split(',');

const featured: Teaser = {
  title: 'What we learned rendering a million rows',
  date: 'November 18, 2026',
  section: 'Performance',
  summary:
    'Virtualization is only half the story. Measuring, batching state updates and keeping cells cheap took our grid from janky to smooth on a five-year-old laptop.',
};

const highlights: Teaser[] = [
  {
    title: 'Designing forms people finish',
    date: 'November 12, 2026',
    section: 'Design',
    summary:
      'Fewer fields, errors that say how to fix them, and a progress bar that tells the truth.',
  },
  {
    title: 'Dark mode without the flash',
    date: 'November 5, 2026',
    section: 'Engineering',
    summary: 'Read the preference before the first paint and keep every color in the theme.',
  },
];

const posts: Post[] = [
  {
    title: 'Keyboard first: auditing our date picker',
    date: 'October 29, 2026',
    author: 'Amara Okafor',
    body: `We spent a week using the date picker without a mouse. The short version: **most of it worked**, and the parts that did not were easy to miss.

## What we checked

- Every control is reachable with \`Tab\` and has a visible focus ring
- Arrow keys move by day, \`Page Up\` and \`Page Down\` by month
- The field announces the selected date, not just the day number

> If you cannot finish the task with the keyboard, neither can a screen reader user.

The fixes were small: two missing labels and one focus trap that never let go. We now run the same audit before every release.`,
  },
  {
    title: 'Release notes: October',
    date: 'October 2, 2026',
    author: 'Jonas Berg',
    body: `October brought three features and a long list of fixes.

## New

- Column pinning now remembers its state across reloads
- Charts accept a \`valueFormatter\` per series
- The sign-in template supports passkeys

## Fixed

- Sorting by date no longer ignores time zones
- The drawer closes when you press **Escape** on small screens

Thanks to the forty-two people who reported issues this month.`,
  },
];

const archives = ['November', 'October', 'September', 'August', 'July', 'June'].map(
  (month) => `${month} 2026`,
);

const social = [
  { name: 'GitHub', href: 'https://github.com/', Icon: GitHubIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { name: 'RSS feed', href: '#top', Icon: RssFeedIcon },
];

/** Renders `**bold**` and `code` inside a line of text. */
function Inline({ text }: { text: string }) {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, index) => {
    if (part.startsWith('**')) {
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    }
    if (part.startsWith('`')) {
      return (
        <Box
          key={index}
          component="code"
          sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', fontSize: '0.9em' }}
        >
          {part.slice(1, -1)}
        </Box>
      );
    }
    return part;
  });
}

/** Turns the markdown-like body into Typography blocks, one per paragraph. */
function PostBody({ body }: { body: string }) {
  return body.split(/\n\s*\n/).map((block, index) => {
    const lines = block.split('\n');
    if (block.startsWith('## ')) {
      return (
        <Typography key={index} component="h4" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {block.slice(3)}
        </Typography>
      );
    }
    if (lines.every((line) => line.startsWith('- '))) {
      return (
        <Box key={index} component="ul" sx={{ pl: 3, my: 1 }}>
          {lines.map((line) => (
            <Typography key={line} component="li" variant="body1" sx={{ mb: 0.5 }}>
              <Inline text={line.slice(2)} />
            </Typography>
          ))}
        </Box>
      );
    }
    if (block.startsWith('> ')) {
      return (
        <Typography
          key={index}
          component="blockquote"
          variant="body1"
          sx={{
            borderLeft: 4,
            borderColor: 'primary.main',
            pl: 2,
            mx: 0,
            my: 2,
            fontStyle: 'italic',
            color: 'text.secondary',
          }}
        >
          <Inline text={block.slice(2)} />
        </Typography>
      );
    }
    return (
      <Typography key={index} variant="body1" paragraph>
        <Inline text={block} />
      </Typography>
    );
  });
}

function HighlightCard({ post }: { post: Teaser }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea href="#posts" sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent>
          <Typography variant="overline" color="primary">
            {post.section}
          </Typography>
          <Typography component="h2" variant="h5" gutterBottom>
            {post.title}
          </Typography>
          <Typography variant="subtitle2" color="text.secondary" component="p" gutterBottom>
            {post.date}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {post.summary}
          </Typography>
          <Typography variant="body2" color="primary" component="span" sx={{ fontWeight: 600 }}>
            Continue reading
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** `mode` is the site's color scheme on the template's page; alone, it follows the system. */
export default function BlogTemplate({ mode }: { mode?: PaletteMode }) {
  const prefersSystemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const prefersDark = (mode ?? (prefersSystemDark ? 'dark' : 'light')) === 'dark';
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: prefersDark ? 'dark' : 'light',
          primary: { main: prefersDark ? '#90caf9' : '#1e4fa8' },
        },
        typography: {
          h1: { fontFamily: 'Georgia, "Times New Roman", serif' },
          h2: { fontFamily: 'Georgia, "Times New Roman", serif' },
          h3: { fontFamily: 'Georgia, "Times New Roman", serif' },
          h5: { fontFamily: 'Georgia, "Times New Roman", serif' },
        },
      }),
    [prefersDark],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        id="top"
        sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}
      >
        <Container maxWidth="lg">
          <Box component="header">
            <Toolbar disableGutters sx={{ borderBottom: 1, borderColor: 'divider', gap: 1 }}>
              <Button size="small" href="#subscribe">
                Subscribe
              </Button>
              <Typography
                component="h1"
                variant="h5"
                align="center"
                noWrap
                sx={{ flex: 1, fontWeight: 700 }}
              >
                The Build Log
              </Typography>
              <Button variant="outlined" size="small" href="#about">
                About
              </Button>
            </Toolbar>
            <Box
              component="nav"
              aria-label="Sections"
              sx={{ overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
            >
              <Stack
                direction="row"
                spacing={3}
                sx={{ py: 1, justifyContent: { md: 'space-between' } }}
              >
                {sections.map((section) => (
                  <Link
                    key={section}
                    href="#posts"
                    color="inherit"
                    variant="body2"
                    underline="hover"
                    sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  >
                    {section}
                  </Link>
                ))}
              </Stack>
            </Box>
          </Box>

          <main>
            <Paper
              component="article"
              sx={{
                my: 4,
                p: { xs: 3, md: 6 },
                color: '#fff',
                background: 'linear-gradient(120deg, #0b2545 0%, #13315c 55%, #1d5c8c 100%)',
              }}
            >
              <Grid container>
                <Grid item xs={12} md={7}>
                  <Typography variant="overline" sx={{ color: '#cfe3ff' }}>
                    Featured · {featured.section}
                  </Typography>
                  <Typography
                    component="h2"
                    variant="h3"
                    sx={{ fontSize: { xs: '1.8rem', md: '3rem' } }}
                    gutterBottom
                  >
                    {featured.title}
                  </Typography>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 400 }} paragraph>
                    {featured.summary}
                  </Typography>
                  <Link href="#posts" variant="subtitle1" sx={{ color: '#fff', fontWeight: 600 }}>
                    Continue reading: {featured.title}
                  </Link>
                </Grid>
              </Grid>
            </Paper>

            <Grid container spacing={4}>
              {highlights.map((post) => (
                <Grid item key={post.title} xs={12} md={6}>
                  <HighlightCard post={post} />
                </Grid>
              ))}
            </Grid>

            <Grid container spacing={5} sx={{ mt: 1, mb: 6 }}>
              <Grid item xs={12} md={8} id="posts">
                <Typography component="h2" variant="h6" gutterBottom>
                  From the notebook
                </Typography>
                <Divider />
                {posts.map((post) => (
                  <Box
                    component="article"
                    key={post.title}
                    sx={{ py: 3, overflowWrap: 'anywhere' }}
                  >
                    <Typography
                      component="h3"
                      variant="h4"
                      sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}
                      gutterBottom
                    >
                      {post.title}
                    </Typography>
                    <Typography
                      variant="subtitle2"
                      color="text.secondary"
                      component="p"
                      sx={{ mb: 2 }}
                    >
                      {post.date} by {post.author}
                    </Typography>
                    <PostBody body={post.body} />
                  </Box>
                ))}
                <Stack direction="row" spacing={2}>
                  <Button variant="outlined" href="#posts">
                    Older posts
                  </Button>
                  <Button disabled>Newer posts</Button>
                </Stack>
              </Grid>

              <Grid item xs={12} md={4} component="aside" aria-label="About this blog">
                <Paper id="about" variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
                  <Typography component="h2" variant="h6" gutterBottom>
                    About
                  </Typography>
                  <Typography variant="body2">
                    Notes from a small team building data-heavy interfaces: what worked, what broke,
                    and what we would do differently. New posts every other Wednesday.
                  </Typography>
                </Paper>
                <Typography component="h2" variant="h6" gutterBottom sx={{ mt: 3 }}>
                  Archives
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {archives.map((month) => (
                    <li key={month}>
                      <Link href="#posts" variant="body1" sx={{ display: 'inline-block', py: 0.5 }}>
                        {month}
                      </Link>
                    </li>
                  ))}
                </Box>
                <Typography component="h2" variant="h6" gutterBottom sx={{ mt: 3 }}>
                  Elsewhere
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {social.map(({ name, href, Icon }) => (
                    <li key={name}>
                      <Link
                        href={href}
                        variant="body1"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, py: 0.5 }}
                      >
                        <Icon fontSize="small" aria-hidden />
                        {name}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Grid>
            </Grid>
          </main>
        </Container>

        <Box
          component="footer"
          id="subscribe"
          sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 5 }}
        >
          <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
            <Typography component="p" variant="h6" gutterBottom>
              The Build Log
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Subscribe through the RSS feed to get every post. Written by people who ship
              interfaces for a living.
            </Typography>
          </Container>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
