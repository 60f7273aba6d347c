import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';

const SCOPE_ID = 'css-vars-usage-mode-switcher';

function AppearanceSettings() {
  const { mode, systemMode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <FormControl>
      <FormLabel id={`${SCOPE_ID}-label`}>Appearance</FormLabel>
      <RadioGroup
        aria-labelledby={`${SCOPE_ID}-label`}
        value={mounted ? (mode ?? '') : ''}
        onChange={(event) => setMode(event.target.value as 'light' | 'dark' | 'system')}
      >
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
        <FormControlLabel value="system" control={<Radio />} label="Same as my device" />
      </RadioGroup>
      <Typography variant="caption" color="text.secondary" sx={{ minHeight: 20 }}>
        {mounted && mode === 'system' ? `Your device asks for ${systemMode}.` : ''}
      </Typography>
    </FormControl>
  );
}

export default function ModeSwitcher() {
  const outerTheme = useTheme();
  const [scopeNode, setScopeNode] = React.useState<HTMLDivElement | null>(null);
  const theme = React.useMemo(
    () => extendTheme({ direction: outerTheme.direction }),
    [outerTheme.direction],
  );
  const siteMode = outerTheme.palette.mode;

  return (
    <Box
      id={SCOPE_ID}
      ref={setScopeNode}
      sx={{
        p: 2,
        maxWidth: 360,
        borderRadius: 1,
        border: '1px solid var(--mui-palette-divider)',
        bgcolor: 'var(--mui-palette-background-paper)',
        color: 'var(--mui-palette-text-primary)',
      }}
    >
      <CssVarsProvider
        key={siteMode}
        theme={theme}
        defaultMode={siteMode}
        attribute="data-usage-switcher-scheme"
        colorSchemeSelector={`#${SCOPE_ID}`}
        colorSchemeNode={scopeNode}
        modeStorageKey={`${SCOPE_ID}-${siteMode}-mode`}
        colorSchemeStorageKey={`${SCOPE_ID}-${siteMode}-scheme`}
        disableNestedContext
      >
        <AppearanceSettings />
      </CssVarsProvider>
    </Box>
  );
}
