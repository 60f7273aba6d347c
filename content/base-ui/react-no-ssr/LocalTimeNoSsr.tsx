import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

// The reader's time zone is only known in the browser: rendering it on the server
// would print the server's zone, and hydration would then see different text.
function LocalTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <strong>{zone}</strong>;
}

export default function LocalTimeNoSsr() {
  return (
    <Card>
      <span>The webinar starts at 16:00 UTC. Your time zone:</span>
      <NoSsr fallback={<Placeholder aria-hidden>Detecting…</Placeholder>}>
        <LocalTimeZone />
      </NoSsr>
    </Card>
  );
}

const Card = styled('p')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: 8,
  minHeight: 24,
  margin: 0,
  padding: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));

const Placeholder = styled('span')({ opacity: 0.7 });
