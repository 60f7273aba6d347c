import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { Theme } from '@mui/joy/styles';

// Example values of an app that keeps its own look: not Joy UI's earlier defaults.
// In an app, the same tokens go in extendTheme(); here they are set as CSS variables
// on a wrapper so that only this preview changes.
const pinnedTokens = (theme: Theme) => ({
  '--joy-radius-sm': '3px',
  '--joy-radius-md': '4px',
  '--joy-fontWeight-lg': 700,
  '--joy-palette-primary-solidBg': '#0f766e',
  '--joy-palette-primary-solidHoverBg': '#115e59',
  '--joy-palette-primary-solidActiveBg': '#134e4a',
  '--joy-palette-primary-softBg': '#ccfbf1',
  '--joy-palette-primary-softColor': '#134e4a',
  '--joy-palette-primary-outlinedBorder': '#5eead4',
  '--joy-palette-primary-outlinedColor': '#0f766e',
  '--joy-palette-focusVisible': '#0f766e',
  [theme.getColorSchemeSelector('dark')]: {
    '--joy-palette-primary-softBg': '#134e4a',
    '--joy-palette-primary-softColor': '#99f6e4',
    '--joy-palette-primary-outlinedBorder': '#115e59',
    '--joy-palette-primary-outlinedColor': '#5eead4',
    '--joy-palette-focusVisible': '#5eead4',
  },
});

export default function PinnedTokensPreview() {
  const [pinned, setPinned] = React.useState(true);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={pinned} onChange={(event) => setPinned(event.target.checked)} />
        }
      >
        Pinned tokens
      </Typography>
      <Box sx={pinned ? pinnedTokens : undefined}>
        <Card variant="outlined" sx={{ width: 340, maxWidth: '100%' }}>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography level="title-lg">Shipping address</Typography>
            <Chip color="primary" size="sm">
              Default
            </Chip>
          </Stack>
          <FormControl>
            <FormLabel>Street</FormLabel>
            <Input defaultValue="Rua Augusta 120" />
          </FormControl>
          <Stack direction="row" spacing={1}>
            <Button>Save address</Button>
            <Button variant="outlined">Use a new one</Button>
          </Stack>
        </Card>
      </Box>
    </Stack>
  );
}
