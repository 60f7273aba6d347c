import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

export default function MultipleToggle() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        value={formats}
        onChange={(_event, newFormats: string[]) => setFormats(newFormats)}
        aria-label="Text formatting"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underlined') ? 'underline' : 'none',
        }}
      >
        The quick brown fox jumps over the lazy dog.
      </Typography>
    </Stack>
  );
}
