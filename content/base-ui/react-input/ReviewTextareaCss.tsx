import { useState } from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const MAX_LENGTH = 280;

const css = `
.review-field {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-focus: #2563eb;
  --field-focus-ring: #bfdbfe;
  max-width: 420px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .review-field {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-focus: #60a5fa;
  --field-focus-ring: #1e3a8a;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .review-field {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-focus: #60a5fa;
    --field-focus-ring: #1e3a8a;
  }
}
.review-label { display: block; margin-bottom: 4px; font-size: 0.875rem; font-weight: 600; }
.review-input {
  display: flex;
  padding-inline: 12px;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
}
.review-input.base--focused {
  border-color: var(--field-focus);
  box-shadow: 0 0 0 2px var(--field-focus-ring);
}
.review-input .base-Input-input {
  flex: 1;
  min-width: 0;
  padding-block: 8px;
  border: none;
  outline: none;
  resize: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
}
.review-count { margin: 4px 0 0; font-size: 0.75rem; text-align: end; }
`;

export default function ReviewTextareaCss() {
  const [review, setReview] = useState('');
  return (
    <div className="review-field">
      <style>{css}</style>
      <label htmlFor="product-review-css" className="review-label">
        Your review
      </label>
      <Input
        id="product-review-css"
        className="review-input"
        multiline
        minRows={3}
        maxRows={8}
        slots={{ textarea: TextareaAutosize }}
        slotProps={{ input: { maxLength: MAX_LENGTH } }}
        aria-describedby="product-review-count-css"
        value={review}
        onChange={(event) => setReview(event.target.value)}
      />
      <p id="product-review-count-css" className="review-count">
        {review.length} / {MAX_LENGTH} characters
      </p>
    </div>
  );
}
