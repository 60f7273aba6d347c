import { useState } from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const MAX_LENGTH = 280;

const inputClasses = {
  root: 'flex rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-2 [&.base--focused]:ring-blue-200 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-900',
  input:
    'min-w-0 flex-1 resize-none border-0 bg-transparent py-2 text-sm leading-normal text-inherit outline-none',
};

export default function ReviewTextareaTailwind() {
  const [review, setReview] = useState('');
  return (
    <div className="max-w-[420px]">
      <label
        htmlFor="product-review-tw"
        className="mb-1 block text-sm leading-normal font-semibold"
      >
        Your review
      </label>
      <Input
        id="product-review-tw"
        multiline
        minRows={3}
        maxRows={8}
        slots={{ textarea: TextareaAutosize }}
        slotProps={{
          root: { className: inputClasses.root },
          input: { className: inputClasses.input, maxLength: MAX_LENGTH },
        }}
        aria-describedby="product-review-count-tw"
        value={review}
        onChange={(event) => setReview(event.target.value)}
      />
      <p id="product-review-count-tw" className="mt-1 text-end text-xs leading-normal">
        {review.length} / {MAX_LENGTH} characters
      </p>
    </div>
  );
}
