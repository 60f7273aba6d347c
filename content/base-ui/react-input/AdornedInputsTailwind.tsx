import { useState } from 'react';
import { Input } from '@mui/base/Input';

const inputClasses = {
  root: 'flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.base-Input-adornedEnd]:pe-1 [&.base--focused]:border-blue-600 [&.base--focused]:ring-2 [&.base--focused]:ring-blue-200 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-900',
  input: 'min-w-0 flex-1 border-0 bg-transparent py-2 text-sm text-inherit outline-none',
};

const labelClassName = 'mb-1 block text-sm font-semibold';
const adornmentClassName = 'text-sm text-slate-600 dark:text-slate-300';
const revealButtonClassName =
  'rounded-md bg-transparent px-2 py-1 text-[0.8125rem] font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-300';

export default function AdornedInputsTailwind() {
  const [showPassword, setShowPassword] = useState(false);
  const slotProps = {
    root: { className: inputClasses.root },
    input: { className: inputClasses.input },
  };
  return (
    <div className="grid max-w-xs gap-4">
      <div>
        <label htmlFor="listing-price-tw" className={labelClassName}>
          Listing price
        </label>
        <Input
          id="listing-price-tw"
          defaultValue="249.00"
          startAdornment={<span className={adornmentClassName}>$</span>}
          endAdornment={<span className={adornmentClassName}>USD</span>}
          slotProps={slotProps}
        />
      </div>
      <div>
        <label htmlFor="account-password-tw" className={labelClassName}>
          Password
        </label>
        <Input
          id="account-password-tw"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          defaultValue="correct-horse-battery"
          endAdornment={
            <button
              type="button"
              className={revealButtonClassName}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          }
          slotProps={slotProps}
        />
      </div>
    </div>
  );
}
