import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// TextareaAutosize has no styles of its own: give it the theme's.
const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  resize: 'none',
  '&:hover': { borderColor: (theme.vars ?? theme).palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
    borderColor: (theme.vars ?? theme).palette.primary.main,
  },
}));

export default function CommentTextarea() {
  const [value, setValue] = React.useState('');

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography
        component="label"
        htmlFor="comment-textarea"
        variant="body2"
        sx={{ display: 'block', mb: 0.5 }}
      >
        Comment
      </Typography>
      {/* Starts at 3 rows, grows with the text up to 8, then scrolls. */}
      <Textarea
        id="comment-textarea"
        minRows={3}
        maxRows={8}
        placeholder="Share your feedback on this pull request"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Typography variant="caption" color="text.secondary">
        {value.length} characters
      </Typography>
    </Box>
  );
}
