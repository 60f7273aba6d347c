import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

interface Photo {
  id: number;
  title: string;
  place: string;
  story: string;
  shots: number;
  /** Two colors of the gradient that stands in for the cover picture. */
  colors: [string, string];
  /** Shape drawn over the gradient: a sun, hills or waves. */
  motif: 'sun' | 'hills' | 'waves';
}

const photos: Photo[] = [
  {
    id: 1,
    title: 'First light on the fjord',
    place: 'Geiranger, Norway',
    story: 'Mist lifting off still water at 4 a.m., shot from the ferry deck.',
    shots: 42,
    colors: ['#f6d365', '#fda085'],
    motif: 'sun',
  },
  {
    id: 2,
    title: 'Tea terraces',
    place: 'Munnar, India',
    story: 'Rows of tea bushes following the contour lines after the monsoon.',
    shots: 37,
    colors: ['#a8e063', '#2f7336'],
    motif: 'hills',
  },
  {
    id: 3,
    title: 'Atlantic swell',
    place: 'Nazaré, Portugal',
    story: 'Winter waves breaking below the lighthouse, long lens from the cliff.',
    shots: 58,
    colors: ['#4facfe', '#1e3c72'],
    motif: 'waves',
  },
  {
    id: 4,
    title: 'Desert dusk',
    place: 'Wadi Rum, Jordan',
    story: 'Sandstone glowing red for ten minutes before the sun disappears.',
    shots: 29,
    colors: ['#ff9a44', '#7a2e12'],
    motif: 'sun',
  },
  {
    id: 5,
    title: 'Highland road',
    place: 'Glencoe, Scotland',
    story: 'A single-track road between rain showers, one car in an hour.',
    shots: 21,
    colors: ['#8e9eab', '#3b4a3f'],
    motif: 'hills',
  },
  {
    id: 6,
    title: 'Lagoon at noon',
    place: 'Bora Bora, French Polynesia',
    story: 'Turquoise shallows seen from a kayak, no filter needed.',
    shots: 46,
    colors: ['#43e97b', '#38a3c9'],
    motif: 'waves',
  },
];

const navLinks = [
  { label: 'Series', href: '#albums' },
  { label: 'About', href: '#about' },
];

/** The cover "picture": a gradient with a simple inline SVG motif, decorative only. */
function Cover({ photo }: { photo: Photo }) {
  const [from, to] = photo.colors;
  return (
    <Box
      aria-hidden
      sx={{
        aspectRatio: '16 / 10',
        background: `linear-gradient(160deg, ${from}, ${to})`,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <svg viewBox="0 0 160 100" width="100%" height="100%" preserveAspectRatio="none">
        {photo.motif === 'sun' && (
          <>
            <circle cx="115" cy="42" r="18" fill="rgba(255,255,255,0.55)" />
            <path d="M0 80 L50 62 L90 74 L160 58 L160 100 L0 100 Z" fill="rgba(0,0,0,0.25)" />
          </>
        )}
        {photo.motif === 'hills' && (
          <>
            <path d="M0 70 Q40 35 80 62 T160 50 L160 100 L0 100 Z" fill="rgba(255,255,255,0.25)" />
            <path d="M0 85 Q50 60 100 80 T160 75 L160 100 L0 100 Z" fill="rgba(0,0,0,0.25)" />
          </>
        )}
        {photo.motif === 'waves' && (
          <>
            <path
              d="M0 60 Q20 50 40 60 T80 60 T120 60 T160 60 L160 100 L0 100 Z"
              fill="rgba(255,255,255,0.3)"
            />
            <path
              d="M0 78 Q20 68 40 78 T80 78 T120 78 T160 78 L160 100 L0 100 Z"
              fill="rgba(0,0,0,0.2)"
            />
          </>
        )}
      </svg>
    </Box>
  );
}

/** `mode` is the site's color scheme on the template's page; alone, it follows the system. */
export default function AlbumTemplate({ mode }: { mode?: PaletteMode }) {
  const prefersSystemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const prefersDark = (mode ?? (prefersSystemDark ? 'dark' : 'light')) === 'dark';
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: prefersDark ? 'dark' : 'light',
          primary: { main: prefersDark ? '#5eead4' : '#0f766e' },
        },
        shape: { borderRadius: 10 },
      }),
    [prefersDark],
  );
  const [liked, setLiked] = React.useState<number[]>([]);
  const toggleLike = (id: number) =>
    setLiked((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
        <AppBar position="sticky" color="primary" elevation={0}>
          <Toolbar component="nav" aria-label="Main">
            <PhotoCameraOutlinedIcon sx={{ mr: 1 }} aria-hidden />
            <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
              Wideframe
            </Typography>
            <Stack direction="row" spacing={{ xs: 0, sm: 1 }}>
              {navLinks.map((link) => (
                <Button key={link.label} color="inherit" href={link.href}>
                  {link.label}
                </Button>
              ))}
            </Stack>
          </Toolbar>
        </AppBar>

        <main>
          <Box
            component="section"
            aria-labelledby="album-hero-title"
            sx={{ bgcolor: 'background.paper', pt: { xs: 6, sm: 10 }, pb: { xs: 5, sm: 8 } }}
          >
            <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
              <Typography
                id="album-hero-title"
                component="h1"
                variant="h3"
                sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '3rem' } }}
                gutterBottom
              >
                Places worth the early alarm
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
                A shared album of landscapes from travellers who got up before sunrise. Browse the
                collections, save your favorites, or add your own series.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
                <Button variant="contained" size="large" href="#albums">
                  Browse the album
                </Button>
                <Button variant="outlined" size="large" href="#albums">
                  Submit your photos
                </Button>
              </Stack>
            </Container>
          </Box>

          <Container
            id="albums"
            component="section"
            aria-labelledby="album-grid-title"
            sx={{ py: { xs: 5, sm: 8 } }}
          >
            <Typography
              id="album-grid-title"
              component="h2"
              variant="h5"
              sx={{ mb: 3, fontWeight: 600 }}
            >
              Latest series
            </Typography>
            <Grid container spacing={3}>
              {photos.map((photo) => {
                const isLiked = liked.includes(photo.id);
                return (
                  <Grid item key={photo.id} xs={12} sm={6} md={4}>
                    <Card
                      component="article"
                      variant="outlined"
                      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                    >
                      <Cover photo={photo} />
                      <CardContent sx={{ flexGrow: 1 }}>
                        <Typography component="h3" variant="h6" gutterBottom>
                          {photo.title}
                        </Typography>
                        <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1 }}>
                          <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
                          <Typography variant="body2" color="text.secondary">
                            {photo.place}
                          </Typography>
                        </Stack>
                        <Typography variant="body2">{photo.story}</Typography>
                      </CardContent>
                      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
                        <Stack direction="row" spacing={1}>
                          <Button size="small" href="#albums" aria-label={`View ${photo.title}`}>
                            View
                          </Button>
                          <Button
                            size="small"
                            aria-pressed={isLiked}
                            aria-label={`Save ${photo.title}`}
                            startIcon={isLiked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
                            onClick={() => toggleLike(photo.id)}
                          >
                            Save
                          </Button>
                        </Stack>
                        <Chip size="small" label={`${photo.shots} photos`} />
                      </CardActions>
                    </Card>
                  </Grid>
                );
              })}
            </Grid>
          </Container>
        </main>

        <Box
          id="about"
          component="footer"
          sx={{ bgcolor: 'background.paper', py: 5, borderTop: 1, borderColor: 'divider' }}
        >
          <Container maxWidth="md" sx={{ textAlign: 'center' }}>
            <Typography component="p" variant="h6" gutterBottom>
              Wideframe
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Landscape photography, shared by the people who took it.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {'© Wideframe · '}
              <Link color="inherit" href="#albums">
                Back to the album
              </Link>
            </Typography>
          </Container>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
