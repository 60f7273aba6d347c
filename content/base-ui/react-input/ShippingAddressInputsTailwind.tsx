import { Input } from '@mui/base/Input';

// Base UI puts base--focused and base--disabled on the root, base-Input-input on the <input>.
const inputClasses = {
  root: 'flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-2 [&.base--focused]:ring-blue-200 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-900 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-slate-100 dark:[&.base--disabled]:bg-slate-800',
  input:
    'min-w-0 flex-1 border-0 bg-transparent py-2 text-sm leading-normal text-inherit outline-none placeholder:text-slate-500 disabled:cursor-not-allowed dark:placeholder:text-slate-400',
};

const labelClassName = 'mb-1 block text-sm leading-normal font-semibold';

export default function ShippingAddressInputsTailwind() {
  const slotProps = {
    root: { className: inputClasses.root },
    input: { className: inputClasses.input },
  };
  return (
    <div className="grid max-w-xs gap-4">
      <div>
        <label htmlFor="shipping-name-tw" className={labelClassName}>
          Recipient
        </label>
        <Input
          id="shipping-name-tw"
          name="name"
          placeholder="Ada Lovelace"
          autoComplete="name"
          slotProps={slotProps}
        />
      </div>
      <div>
        <label htmlFor="shipping-street-tw" className={labelClassName}>
          Street address
        </label>
        <Input
          id="shipping-street-tw"
          name="street"
          placeholder="12 Marylebone Road"
          autoComplete="street-address"
          slotProps={slotProps}
        />
      </div>
      <div>
        <label htmlFor="shipping-country-tw" className={labelClassName}>
          Country
        </label>
        <Input
          id="shipping-country-tw"
          name="country"
          defaultValue="United Kingdom"
          disabled
          slotProps={slotProps}
        />
      </div>
    </div>
  );
}
