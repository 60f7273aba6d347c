import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import AttachFile from '@mui/icons-material/AttachFile';

export default function TextareaDecorators() {
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(false);

  return (
    <Textarea
      aria-label="Reply to Priya"
      placeholder="Write a reply…"
      minRows={3}
      sx={{
        maxWidth: 480,
        fontWeight: bold ? 'lg' : 'md',
        fontStyle: italic ? 'italic' : 'normal',
      }}
      endDecorator={
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            flex: 'auto',
            borderTop: '1px solid',
            borderColor: 'divider',
            pt: 'var(--Textarea-paddingBlock)',
          }}
        >
          <IconButton
            size="sm"
            variant={bold ? 'soft' : 'plain'}
            aria-label="Bold"
            aria-pressed={bold}
            onClick={() => setBold((value) => !value)}
          >
            <FormatBold />
          </IconButton>
          <IconButton
            size="sm"
            variant={italic ? 'soft' : 'plain'}
            aria-label="Italic"
            aria-pressed={italic}
            onClick={() => setItalic((value) => !value)}
          >
            <FormatItalic />
          </IconButton>
          <Divider orientation="vertical" />
          <IconButton size="sm" aria-label="Attach a file">
            <AttachFile />
          </IconButton>
          <Button size="sm" sx={{ marginInlineStart: 'auto' }}>
            Send
          </Button>
        </Box>
      }
    />
  );
}
