import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';

type Mode = 'light' | 'dark' | 'system';

function ModeSwitcher() {
  const { mode, systemMode, setMode } = useColorScheme();
  // `mode` is unknown on the server and read from localStorage on the client:
  // render the control only after hydration so both renders match.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  if (!mounted) {
    return <Sheet sx={{ height: 36 }} />;
  }

  return (
    <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Color mode"
        value={mode}
        onChange={(_event, value) => {
          if (value) {
            setMode(value as Mode);
          }
        }}
      >
        <Button value="light" startDecorator={<LightModeRounded />}>
          Light
        </Button>
        <Button value="dark" startDecorator={<DarkModeRounded />}>
          Dark
        </Button>
        <Button value="system" startDecorator={<SettingsBrightnessRounded />}>
          System
        </Button>
      </ToggleButtonGroup>
      {mode === 'system' ? (
        <Typography level="body-xs">Your system prefers {systemMode}.</Typography>
      ) : null}
    </Stack>
  );
}

const theme = extendTheme();

export default function ModeToggle() {
  // This demo scopes its own color scheme to the element below, so the toggle
  // does not change the rest of the page. An app uses the defaults instead:
  // <CssVarsProvider theme={theme}> at the root, on <html>.
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);

  return (
    <CssVarsProvider
      theme={theme}
      disableNestedContext
      colorSchemeNode={node}
      colorSchemeSelector=".mode-toggle-preview"
      attribute="data-mode-toggle-preview"
      modeStorageKey="mode-toggle-preview-mode"
      colorSchemeStorageKey="mode-toggle-preview-scheme"
      defaultMode="light"
      disableTransitionOnChange
    >
      <Sheet
        ref={setNode}
        className="mode-toggle-preview"
        variant="outlined"
        sx={{ p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <ModeSwitcher />
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <Typography level="title-md">Deploy #1284</Typography>
            <Chip size="sm" variant="soft" color="success">
              Live
            </Chip>
          </Stack>
          <Typography level="body-sm">
            main · 3f9c2e1 · built in 48 s · promoted to production at 14:02
          </Typography>
        </Sheet>
        <Stack direction="row" spacing={1}>
          <Button size="sm">View logs</Button>
          <Button size="sm" variant="outlined" color="neutral">
            Roll back
          </Button>
        </Stack>
      </Sheet>
    </CssVarsProvider>
  );
}
