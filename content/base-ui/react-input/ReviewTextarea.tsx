import { useState } from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const MAX_LENGTH = 280;

const Field = styled('div')({ maxWidth: 420 });

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Counter = styled('p')({ margin: '4px 0 0', fontSize: '0.75rem', textAlign: 'end' });

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  paddingInline: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  [`&.${inputClasses.focused}`]: {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 2px #bfdbfe',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa', boxShadow: '0 0 0 2px #1e3a8a' }),
  },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    paddingBlock: 8,
    border: 'none',
    outline: 'none',
    resize: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: '0.875rem',
    lineHeight: 1.5,
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

export default function ReviewTextarea() {
  const [review, setReview] = useState('');
  return (
    <Field>
      <Label htmlFor="product-review">Your review</Label>
      <StyledInput
        id="product-review"
        multiline
        minRows={3}
        maxRows={8}
        slots={{ textarea: TextareaAutosize }}
        slotProps={{ input: { maxLength: MAX_LENGTH } }}
        aria-describedby="product-review-count"
        value={review}
        onChange={(event) => setReview(event.target.value)}
      />
      <Counter id="product-review-count">
        {review.length} / {MAX_LENGTH} characters
      </Counter>
    </Field>
  );
}
