import { useState } from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const Form = styled('form')({ display: 'grid', gap: 8, maxWidth: 420 });

const Label = styled('label')({ fontSize: '0.875rem', fontWeight: 600 });

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  resize: 'none',
  '&:focus': {
    outline: 'none',
    borderColor: '#2563eb',
    boxShadow: '0 0 0 2px #bfdbfe',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa', boxShadow: '0 0 0 2px #1e3a8a' }),
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

const Footer = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: '0.75rem',
});

const PostButton = styled('button')(({ theme }) => ({
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid #1d4ed8',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  '&:disabled': { backgroundColor: '#64748b', cursor: 'not-allowed' },
}));

export default function CommentComposer() {
  const [comment, setComment] = useState('');
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Label htmlFor="pull-request-comment">Leave a comment</Label>
      <Textarea
        id="pull-request-comment"
        minRows={2}
        maxRows={6}
        placeholder="Looks good to me, one question about the migration…"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Footer>
        <span>Grows up to 6 lines, then scrolls.</span>
        <PostButton type="submit" disabled={comment.trim() === ''}>
          Comment
        </PostButton>
      </Footer>
    </Form>
  );
}
