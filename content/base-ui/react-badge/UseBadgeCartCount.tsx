import { useState } from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

// useBadge computes what to show: "9+" past max, nothing at zero unless showZero.
function CartCount({ count }: { count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 9 });
  return (
    <Bubble aria-hidden data-invisible={invisible}>
      {displayValue}
    </Bubble>
  );
}

export default function UseBadgeCartCount() {
  const [count, setCount] = useState(8);
  return (
    <Row>
      <CartButton type="button" aria-label={`Cart, ${count} items`}>
        Cart
        <CartCount count={count} />
      </CartButton>
      <SmallButton type="button" onClick={() => setCount((value) => value + 1)}>
        Add an item
      </SmallButton>
      <SmallButton type="button" onClick={() => setCount(0)}>
        Empty the cart
      </SmallButton>
    </Row>
  );
}

const Row = styled('div')(({ theme }) => ({
  // The demo's colors, as custom properties its parts read; the dark scheme's come last.
  '--border': '#cbd5e1',
  '--surface': '#ffffff',
  '--text': '#0f172a',
  '--accent': '#2563eb',
  '--on-accent': '#ffffff',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--surface': '#0f172a',
    '--text': '#f1f5f9',
    '--accent': '#60a5fa',
    '--on-accent': '#0f172a',
  }),
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
}));

const CartButton = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
  borderRadius: 999,
  border: 'none',
  backgroundColor: 'var(--accent)',
  color: 'var(--on-accent)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
});

const Bubble = styled('span')({
  minWidth: 22,
  padding: '1px 6px',
  borderRadius: 999,
  backgroundColor: 'var(--surface)',
  color: 'var(--text)',
  fontSize: '0.75rem',
  textAlign: 'center',
  '&[data-invisible="true"]': { display: 'none' },
});

const SmallButton = styled('button')({
  padding: '6px 12px',
  borderRadius: 8,
  border: '1px solid var(--border)',
  backgroundColor: 'transparent',
  color: 'var(--text)',
  font: 'inherit',
  fontSize: '0.8125rem',
  cursor: 'pointer',
});
