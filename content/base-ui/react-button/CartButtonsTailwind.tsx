import { useState } from 'react';
import { Button } from '@mui/base/Button';

const MAX_ITEMS = 3;

// Base UI puts its state classes on the button (base--active, base--focusVisible,
// base--disabled); Tailwind's arbitrary variants style each of them.
const cartButtonClasses = [
  'rounded-lg border border-blue-800 bg-blue-700 px-[18px] py-2 text-sm font-semibold text-white',
  'transition hover:bg-blue-800',
  '[&.base--active]:scale-[0.97]',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600',
  'dark:[&.base--focusVisible]:outline-blue-300',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-500',
  '[&.base--disabled]:bg-slate-500 [&.base--disabled]:scale-100',
].join(' ');

export default function CartButtonsTailwind() {
  const [items, setItems] = useState(0);
  const full = items >= MAX_ITEMS;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* Stays in the tab order when disabled, so keyboard users learn why it is off. */}
      <Button
        className={cartButtonClasses}
        disabled={full}
        focusableWhenDisabled
        onClick={() => setItems((count) => count + 1)}
      >
        Add to cart
      </Button>
      <Button className={cartButtonClasses} disabled={items === 0} onClick={() => setItems(0)}>
        Empty cart
      </Button>
      <p className="m-0 text-sm" role="status">
        {full ? `Cart full: ${items} of ${MAX_ITEMS} items` : `${items} of ${MAX_ITEMS} items`}
      </p>
    </div>
  );
}
