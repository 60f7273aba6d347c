import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function SelectionPopper() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  // A virtual element: anything with getBoundingClientRect can be an anchor.
  const [anchor, setAnchor] = React.useState<PopperProps['anchorEl']>(null);
  const [quote, setQuote] = React.useState('');

  const handleMouseUp = () => {
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? '';
    if (!selection || !text || !textRef.current?.contains(selection.anchorNode)) {
      setAnchor(null);
      return;
    }
    const range = selection.getRangeAt(0);
    setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
    setQuote(text);
  };

  return (
    <Box onMouseUp={handleMouseUp} onKeyUp={handleMouseUp}>
      <Typography ref={textRef} variant="body2" sx={{ maxWidth: 520 }}>
        Select a few words of this paragraph. Good documentation answers the question the reader
        came with, shows the code that works, and only then explains the details they may need
        later.
      </Typography>
      <Popper
        open={Boolean(anchor)}
        anchorEl={anchor}
        placement="top"
        role="toolbar"
        aria-label="Selection actions"
      >
        <Paper elevation={6} sx={{ p: 0.5, mb: 1, display: 'flex', gap: 0.5 }}>
          <Button
            size="small"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setAnchor(null)}
          >
            Quote
          </Button>
          <Button
            size="small"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setAnchor(null)}
          >
            Comment
          </Button>
        </Paper>
      </Popper>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Last selection: {quote ? `“${quote}”` : 'none'}
      </Typography>
    </Box>
  );
}
