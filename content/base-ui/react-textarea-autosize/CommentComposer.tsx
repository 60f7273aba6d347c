import { useState } from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const Form = styled('form')({ display: 'grid', gap: 8, maxWidth: 420 });

const Label = styled('label')({ fontSize: '0.875rem', fontWeight: 600 });

const Textarea = styled(TextareaAutosize)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    boxSizing: 'border-box',
    width: '100%',
    padding: '8px 12px',
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    font: 'inherit',
    fontSize: '0.875rem',
    lineHeight: 1.5,
    resize: 'none',
    '&:focus': {
      outline: 'none',
      borderColor: dark ? '#60a5fa' : '#2563eb',
      boxShadow: `0 0 0 2px ${dark ? '#1e3a8a' : '#bfdbfe'}`,
    },
  };
});

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
    outline: `2px solid ${theme.palette.mode === 'dark' ? '#93c5fd' : '#1d4ed8'}`,
    outlineOffset: 2,
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
