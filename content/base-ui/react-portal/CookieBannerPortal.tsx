import { useState } from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function CookieBannerPortal() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [inPortal, setInPortal] = useState(true);
  return (
    <Layout>
      <Card>
        <h3>Article card</h3>
        <p>The banner below is written inside this card, with overflow hidden.</p>
        <Portal container={container} disablePortal={!inPortal}>
          <Banner role="note">We use cookies only to keep you signed in.</Banner>
        </Portal>
      </Card>
      <Footer ref={setContainer}>
        <strong>Footer</strong>
      </Footer>
      <Toggle type="button" aria-pressed={inPortal} onClick={() => setInPortal((value) => !value)}>
        Render through the portal
      </Toggle>
    </Layout>
  );
}

const Layout = styled('div')({ display: 'grid', gap: 12, maxWidth: 420, fontSize: '0.875rem' });

const Card = styled('div')(({ theme }) => ({
  height: 110,
  overflow: 'hidden',
  padding: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  '& h3': { margin: '0 0 4px', fontSize: '1rem' },
  '& p': { margin: '0 0 24px' },
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));

const Footer = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 8,
  padding: 12,
  borderRadius: 8,
  backgroundColor: '#f1f5f9',
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
}));

const Banner = styled('p')({
  margin: 0,
  padding: '8px 12px',
  borderRadius: 6,
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
});

const Toggle = styled('button')(({ theme }) => ({
  justifySelf: 'start',
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    backgroundColor: '#dbeafe',
    ...theme.applyStyles('dark', { backgroundColor: '#1e3a8a' }),
  },
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));
