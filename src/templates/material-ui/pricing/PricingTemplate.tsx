import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WavesIcon from '@mui/icons-material/Waves';

type Billing = 'monthly' | 'yearly';

interface Tier {
  name: string;
  description: string;
  /** Price per seat and month, for each billing period. */
  price: Record<Billing, number>;
  features: string[];
  cta: string;
  featured?: boolean;
}

const TIERS: Tier[] = [
  {
    name: 'Starter',
    description: 'For one person trying things out.',
    price: { monthly: 0, yearly: 0 },
    features: ['3 projects', '1 GB of storage', 'Community forum'],
    cta: 'Start for free',
  },
  {
    name: 'Team',
    description: 'For small teams shipping together.',
    price: { monthly: 15, yearly: 12 },
    features: ['Unlimited projects', '100 GB of storage', 'Shared workspaces', 'Email support'],
    cta: 'Try Team free',
    featured: true,
  },
  {
    name: 'Business',
    description: 'For organizations with stricter needs.',
    price: { monthly: 39, yearly: 32 },
    features: [
      'Everything in Team',
      '1 TB of storage',
      'Single sign-on and audit log',
      'Support within 4 hours',
    ],
    cta: 'Contact sales',
  },
];

const QUESTIONS = [
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Moving up takes effect at once and is charged pro rata; moving down applies from your next billing date.',
  },
  {
    question: 'How does yearly billing work?',
    answer:
      'You pay for twelve months at once at the lower monthly price shown, and you can add seats at any time during the year.',
  },
  {
    question: 'What happens when a trial ends?',
    answer:
      'Your workspace moves to the Starter plan. Nothing is deleted: projects beyond the Starter limit become read-only.',
  },
];

/** Follows the reader's color scheme unless the host page passes one. */
function useTemplateTheme(mode?: PaletteMode) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const paletteMode = mode ?? (prefersDark ? 'dark' : 'light');
  return React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: paletteMode,
          primary: { main: paletteMode === 'dark' ? '#90caf9' : '#0b57d0' },
          background: paletteMode === 'light' ? { default: '#f6f8fc' } : {},
        },
        shape: { borderRadius: 12 },
        typography: { button: { textTransform: 'none', fontWeight: 600 } },
      }),
    [paletteMode],
  );
}

function PriceCard({ tier, billing }: { tier: Tier; billing: Billing }) {
  const theme = useTheme();
  const price = tier.price[billing];
  const headingId = `pricing-${tier.name.toLowerCase()}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: tier.featured ? 'primary.main' : 'divider',
        // A second pixel of border that does not shift the card's content.
        boxShadow: tier.featured ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
      }}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
          <Typography id={headingId} variant="h6" component="h2" fontWeight={700}>
            {tier.name}
          </Typography>
          {tier.featured ? <Chip label="Most popular" color="primary" size="small" /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {tier.description}
        </Typography>
        <Stack direction="row" alignItems="baseline" spacing={0.5} sx={{ mt: 3 }}>
          <Typography component="p" variant="h3" fontWeight={700}>
            ${price}
          </Typography>
          <Typography color="text.secondary">per seat / month</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
          {price === 0
            ? 'Free forever'
            : billing === 'yearly'
              ? `$${price * 12} per seat, billed yearly`
              : 'Billed monthly'}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <List dense disablePadding aria-label={`${tier.name} features`}>
          {tier.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 3, pt: 0 }}>
        <Button fullWidth size="large" variant={tier.featured ? 'contained' : 'outlined'}>
          {tier.cta}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function PricingTemplate({ mode }: { mode?: PaletteMode }) {
  const theme = useTemplateTheme(mode);
  const [billing, setBilling] = React.useState<Billing>('monthly');

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <WavesIcon color="primary" />
          <Typography component="p" variant="h6" fontWeight={700} sx={{ flexGrow: 1 }}>
            Tideline
          </Typography>
          <Button href="#" variant="text" color="inherit">
            Sign in
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ bgcolor: 'background.default', pb: 8 }}>
        <Container maxWidth="md" sx={{ pt: { xs: 6, sm: 10 }, pb: 5, textAlign: 'center' }}>
          <Typography
            component="h1"
            variant="h3"
            fontWeight={800}
            gutterBottom
            sx={{ fontSize: { xs: '2.25rem', sm: '3rem' } }}
          >
            Simple plans that grow with you
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" fontWeight={400}>
            Start free, add your team when you are ready. Every plan includes unlimited viewers.
          </Typography>
          <Stack
            direction="row"
            alignItems="center"
            justifyContent="center"
            flexWrap="wrap"
            useFlexGap
            spacing={1.5}
            sx={{ mt: 4 }}
          >
            <ToggleButtonGroup
              value={billing}
              exclusive
              color="primary"
              aria-label="Billing period"
              onChange={(_event, value: Billing | null) => {
                if (value) {
                  setBilling(value);
                }
              }}
            >
              <ToggleButton value="monthly" sx={{ px: 2.5 }}>
                Monthly
              </ToggleButton>
              <ToggleButton value="yearly" sx={{ px: 2.5 }}>
                Yearly
              </ToggleButton>
            </ToggleButtonGroup>
            <Chip label="Save 20% yearly" color="success" variant="outlined" />
          </Stack>
        </Container>
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              alignItems: 'stretch',
            }}
          >
            {TIERS.map((tier) => (
              <PriceCard key={tier.name} tier={tier} billing={billing} />
            ))}
          </Box>
        </Container>
        <Container maxWidth="md" sx={{ mt: 10 }}>
          <Typography component="h2" variant="h5" fontWeight={700} gutterBottom textAlign="center">
            Questions and answers
          </Typography>
          <Box sx={{ mt: 3 }}>
            {QUESTIONS.map((item) => (
              <Accordion key={item.question} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography fontWeight={600}>{item.question}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography color="text.secondary">{item.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </Container>
      </Box>
      <Box
        component="footer"
        sx={{ py: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            justifyContent="space-between"
            alignItems={{ xs: 'flex-start', sm: 'center' }}
          >
            <Typography variant="body2" color="text.secondary">
              Prices in US dollars, taxes excluded.
            </Typography>
            <Stack direction="row" spacing={3}>
              <Link href="#" variant="body2" color="text.secondary">
                Terms
              </Link>
              <Link href="#" variant="body2" color="text.secondary">
                Privacy
              </Link>
              <Link href="#" variant="body2" color="text.secondary">
                Contact
              </Link>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </ThemeProvider>
  );
}
