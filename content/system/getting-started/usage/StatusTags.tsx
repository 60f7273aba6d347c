import { styled } from '@mui/system';

type Tone = 'healthy' | 'degraded' | 'down';

// One color per tone and color scheme, chosen for contrast on the page's background.
const toneColors: Record<Tone, { light: string; dark: string }> = {
  healthy: { light: '#1b5e20', dark: '#81c784' },
  degraded: { light: '#8a4b00', dark: '#ffb74d' },
  down: { light: '#b71c1c', dark: '#ef9a9a' },
};

const Tag = styled('span')<{ tone: Tone }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  border: '1px solid currentColor',
  color: toneColors[tone].light,
  fontFamily: 'system-ui, sans-serif',
  fontSize: 13,
  fontWeight: 600,
  ...theme.applyStyles('dark', { color: toneColors[tone].dark }),
}));

const services: { name: string; tone: Tone; label: string }[] = [
  { name: 'Checkout API', tone: 'healthy', label: 'Healthy' },
  { name: 'Search indexer', tone: 'degraded', label: 'Degraded' },
  { name: 'Email worker', tone: 'down', label: 'Down' },
];

export default function StatusTags() {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {services.map((service) => (
        <li key={service.name} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {/* A styled component accepts sx for one-off adjustments. */}
          <Tag tone={service.tone} sx={{ minWidth: 88, justifyContent: 'center' }}>
            {service.label}
          </Tag>
          <span>{service.name}</span>
        </li>
      ))}
    </ul>
  );
}
