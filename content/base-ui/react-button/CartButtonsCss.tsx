import { useState } from 'react';
import { Button } from '@mui/base/Button';

const MAX_ITEMS = 3;

// Plain CSS for the state classes Base UI puts on the button.
const css = `
.cart-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
}
.cart-button {
  font: inherit;
  font-weight: 600;
  font-size: 0.875rem;
  padding: 8px 18px;
  border-radius: 8px;
  border: 1px solid #0b4f9c;
  background-color: #1565c0;
  color: #ffffff;
  cursor: pointer;
  transition: background-color 120ms, transform 120ms;
}
.cart-button:hover {
  background-color: #0b4f9c;
}
.cart-button.base--active {
  transform: scale(0.97);
}
.cart-button.base--focusVisible {
  outline: 3px solid #1e88e5;
  outline-offset: 2px;
}
.cart-button.base--disabled {
  background-color: #5f6b7a;
  border-color: #5f6b7a;
  cursor: not-allowed;
  transform: none;
}
.cart-status {
  margin: 0;
  font-size: 0.875rem;
}
`;

export default function CartButtonsCss() {
  const [items, setItems] = useState(0);
  const full = items >= MAX_ITEMS;
  return (
    <div className="cart-row">
      <style>{css}</style>
      {/* Stays in the tab order when disabled, so keyboard users learn why it is off. */}
      <Button
        className="cart-button"
        disabled={full}
        focusableWhenDisabled
        onClick={() => setItems((count) => count + 1)}
      >
        Add to cart
      </Button>
      <Button className="cart-button" disabled={items === 0} onClick={() => setItems(0)}>
        Empty cart
      </Button>
      <p className="cart-status" role="status">
        {full ? `Cart full: ${items} of ${MAX_ITEMS} items` : `${items} of ${MAX_ITEMS} items`}
      </p>
    </div>
  );
}
