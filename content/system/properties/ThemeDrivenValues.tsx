import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';

type ThemeName = 'default' | 'compact' | 'rounded';

const themeOptions: Record<ThemeName, ThemeOptions> = {
  default: {},
  compact: { spacing: 4, shape: { borderRadius: 2 } },
  rounded: { spacing: 10, shape: { borderRadius: 16 }, palette: { primary: { main: '#6a1b9a' } } },
};

export default function ThemeDrivenValues() {
  const [name, setName] = React.useState<ThemeName>('default');
  const { palette, direction } = useTheme();
  const theme = React.useMemo(() => {
    const options = themeOptions[name];
    return createTheme({
      ...options,
      direction,
      palette: { ...options.palette, mode: palette.mode },
    });
  }, [direction, name, palette.mode]);

  return (
    <div>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={name}
        onChange={(_event, value: ThemeName | null) => value && setName(value)}
        aria-label="Theme"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="rounded">Rounded</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        {/* Nothing here changes between themes: only the values the keys resolve to. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 2,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            maxWidth: 420,
          }}
        >
          <Box sx={{ px: 1.5, py: 0.5, borderRadius: 1, bgcolor: 'primary.dark' }}>New</Box>
          <span>
            p: 2 = {theme.spacing(2)}, borderRadius: 1 = {theme.shape.borderRadius}px
          </span>
        </Box>
      </ThemeProvider>
    </div>
  );
}
