import { useState } from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

const inputClasses = {
  root: 'flex max-w-xs rounded-lg border border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-2 [&.base--focused]:ring-blue-200 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-900 [&.base--error]:border-red-600 [&.base--error]:ring-0 dark:[&.base--error]:border-red-400',
  input:
    'min-w-0 flex-1 border-0 bg-transparent px-3 py-2 text-sm leading-normal text-inherit outline-none',
};

// Label and helper text read the field's state (required, error…) from the FormControl.
function Label({ children, htmlFor }: { children: string; htmlFor: string }) {
  const formControl = useFormControlContext();
  return (
    <label
      htmlFor={htmlFor}
      className={`mb-1 block text-sm leading-normal font-semibold ${formControl?.error ? 'text-red-700 dark:text-red-300' : ''}`}
    >
      {children}
      {formControl?.required && <span aria-hidden> *</span>}
    </label>
  );
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <p
      id={id}
      className={`mt-1 text-xs leading-normal ${formControl?.error ? 'text-red-700 dark:text-red-300' : ''}`}
    >
      {formControl?.error ? 'Enter an address like name@company.com.' : 'We send the invoice here.'}
    </p>
  );
}

export default function WorkEmailFieldTailwind() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <FormControl
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      required
      error={touched && !isEmail(email)}
    >
      <Label htmlFor="work-email-tw">Work email</Label>
      <Input
        id="work-email-tw"
        type="email"
        autoComplete="email"
        aria-describedby="work-email-help-tw"
        onBlur={() => setTouched(true)}
        slotProps={{
          root: { className: inputClasses.root },
          input: { className: inputClasses.input },
        }}
      />
      <HelperText id="work-email-help-tw" />
    </FormControl>
  );
}
