import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

type Alignment = 'left' | 'center' | 'right' | 'justify';

export default function ToggleButtonBasics() {
  const [alignment, setAlignment] = React.useState<Alignment | null>('left');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Text alignment"
        value={alignment}
        onChange={(_event, newValue) => setAlignment(newValue)}
      >
        <IconButton value="left" aria-label="Align left">
          <FormatAlignLeft />
        </IconButton>
        <IconButton value="center" aria-label="Align center">
          <FormatAlignCenter />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <FormatAlignRight />
        </IconButton>
        <IconButton value="justify" aria-label="Justify">
          <FormatAlignJustify />
        </IconButton>
      </ToggleButtonGroup>
      <Typography level="body-sm">
        Alignment: <code>{alignment === null ? 'null' : alignment}</code>. Click the pressed button
        again to clear it.
      </Typography>
    </Stack>
  );
}
