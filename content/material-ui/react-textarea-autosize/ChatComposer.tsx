import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';
import type {} from '@mui/material/themeCssVarsAugmentation';

const Composer = styled(TextareaAutosize)(({ theme }) => ({
  flexGrow: 1,
  border: 0,
  outline: 0,
  resize: 'none',
  padding: theme.spacing(1),
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: 'transparent',
}));

export default function ChatComposer() {
  const [messages, setMessages] = React.useState(['Is the staging deploy done?']);
  const [draft, setDraft] = React.useState('');

  const send = () => {
    if (draft.trim()) {
      setMessages((list) => [...list, draft.trim()]);
      setDraft('');
    }
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 420 }}>
      <List dense aria-label="Messages">
        {messages.map((message, index) => (
          <ListItem key={index}>
            <ListItemText primary={message} />
          </ListItem>
        ))}
      </List>
      <Paper
        variant="outlined"
        square
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          p: 0.5,
          borderInline: 0,
          borderBottom: 0,
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {/* Enter sends, Shift+Enter adds a line; the field grows up to 4 rows. */}
        <Composer
          aria-label="Message"
          maxRows={4}
          placeholder="Write a message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
        />
        <IconButton
          color="primary"
          aria-label="Send message"
          onClick={send}
          disabled={!draft.trim()}
        >
          <SendIcon />
        </IconButton>
      </Paper>
    </Paper>
  );
}
