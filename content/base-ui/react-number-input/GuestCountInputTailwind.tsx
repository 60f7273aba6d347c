import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const numberInputClasses = {
  root: 'inline-flex h-10 items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-2 [&.base--focused]:ring-blue-200 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-900',
  input:
    'order-1 w-14 border-0 bg-transparent text-center text-sm leading-normal text-inherit outline-none',
  decrement:
    'order-none w-10 cursor-pointer border-0 border-e border-solid border-slate-300 bg-slate-100 text-lg text-inherit hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700 dark:disabled:text-slate-500',
  increment:
    'order-2 w-10 cursor-pointer border-0 border-s border-solid border-slate-300 bg-slate-100 text-lg text-inherit hover:bg-slate-200 disabled:cursor-not-allowed disabled:text-slate-400 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700 dark:disabled:text-slate-500',
};

export default function GuestCountInputTailwind() {
  return (
    <div>
      <label htmlFor="guest-count-tw" className="mb-1 block text-sm leading-normal font-semibold">
        Guests
      </label>
      <NumberInput
        id="guest-count-tw"
        min={1}
        max={8}
        defaultValue={2}
        slotProps={{
          root: { className: numberInputClasses.root },
          input: {
            className: numberInputClasses.input,
            'aria-describedby': 'guest-count-hint-tw',
            role: 'spinbutton',
          },
          incrementButton: {
            className: numberInputClasses.increment,
            children: '+',
            'aria-label': 'Add a guest',
          },
          decrementButton: {
            className: numberInputClasses.decrement,
            children: '−',
            'aria-label': 'Remove a guest',
          },
        }}
      />
      <p id="guest-count-hint-tw" className="mt-1 text-xs leading-normal">
        Up to 8 guests per booking.
      </p>
    </div>
  );
}
