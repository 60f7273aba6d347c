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

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

const CartButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
  borderRadius: 999,
  border: 'none',
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
}));

const Bubble = styled('span')(({ theme }) => ({
  minWidth: 22,
  padding: '1px 6px',
  borderRadius: 999,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontSize: '0.75rem',
  textAlign: 'center',
  '&[data-invisible="true"]': { display: 'none' },
}));

const SmallButton = styled('button')(({ theme }) => ({
  padding: '6px 12px',
  borderRadius: 8,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.8125rem',
  cursor: 'pointer',
}));
