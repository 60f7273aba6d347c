import { useState } from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function ShippingZoneHelp() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <span>Shipping zone: Europe 2</span>
      <HelpButton
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-describedby={open ? 'shipping-zone-help' : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        What is this?
      </HelpButton>
      <Bubble
        id="shipping-zone-help"
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={8}
      >
        Zones group countries with the same carrier rates. Europe 2 covers Norway, Switzerland and
        the United Kingdom.
      </Bubble>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.875rem',
});

const HelpButton = styled('button')(({ theme }) => ({
  padding: '4px 10px',
  borderRadius: 999,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: '#1d4ed8',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569', color: '#93c5fd' }),
}));

const Bubble = styled(Popup)(({ theme }) => ({
  zIndex: 1300,
  maxWidth: 280,
  padding: '10px 12px',
  borderRadius: 8,
  backgroundColor: '#1e293b',
  color: '#f8fafc',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.25)',
  ...theme.applyStyles('dark', { backgroundColor: '#e2e8f0', color: '#0f172a' }),
}));
