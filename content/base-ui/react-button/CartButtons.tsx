import { useState } from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const MAX_ITEMS = 3;

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
});

const CartButton = styled(Button)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  padding: '8px 18px',
  borderRadius: 8,
  border: '1px solid #0b4f9c',
  backgroundColor: '#1565c0',
  color: '#ffffff',
  cursor: 'pointer',
  transition: 'background-color 120ms, transform 120ms',
  '&:hover': { backgroundColor: '#0b4f9c' },
  [`&.${buttonClasses.active}`]: { transform: 'scale(0.97)' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '3px solid #1e88e5',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#90caf9' }),
  },
  [`&.${buttonClasses.disabled}`]: {
    backgroundColor: '#5f6b7a',
    borderColor: '#5f6b7a',
    cursor: 'not-allowed',
    transform: 'none',
  },
}));

const Status = styled('p')({ margin: 0, fontSize: '0.875rem' });

export default function CartButtons() {
  const [items, setItems] = useState(0);
  const full = items >= MAX_ITEMS;
  return (
    <Row>
      {/* Stays in the tab order when disabled, so keyboard users learn why it is off. */}
      <CartButton
        disabled={full}
        focusableWhenDisabled
        onClick={() => setItems((count) => count + 1)}
      >
        Add to cart
      </CartButton>
      <CartButton disabled={items === 0} onClick={() => setItems(0)}>
        Empty cart
      </CartButton>
      <Status role="status">
        {full ? `Cart full: ${items} of ${MAX_ITEMS} items` : `${items} of ${MAX_ITEMS} items`}
      </Status>
    </Row>
  );
}
