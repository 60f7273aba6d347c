import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';

const SCOPE_ID = 'css-vars-overview-preview';
const watchedVariables = [
  '--mui-palette-primary-main',
  '--mui-palette-background-paper',
  '--mui-palette-text-primary',
];

function SchemeControls() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  const [values, setValues] = React.useState<string[]>([]);

  React.useEffect(() => setMounted(true), []);

  // Read the variables once the provider has set the scheme attribute.
  React.useEffect(() => {
    const scope = document.getElementById(SCOPE_ID);
    if (scope) {
      const styles = window.getComputedStyle(scope);
      setValues(watchedVariables.map((name) => styles.getPropertyValue(name).trim()));
    }
  }, [mode, mounted]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Color scheme of the preview"
        // The stored mode is only known in the browser: render it after mount.
        value={mounted ? mode : null}
        onChange={(_, next) => next && setMode(next)}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
        <ToggleButton value="system">System</ToggleButton>
      </ToggleButtonGroup>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="p">
            Evening flight to Porto
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Departs 19:40 · Gate B12 · Seat 14C
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" size="small">
            Check in
          </Button>
          <Button size="small">Change seat</Button>
        </CardActions>
      </Card>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2, typography: 'caption' }}>
        {watchedVariables.map((name, index) => (
          <li key={name}>
            <code>{name}</code>: {values[index] ?? '…'}
          </li>
        ))}
      </Box>
    </Box>
  );
}

export default function SchemeSwitchPreview() {
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
        maxWidth: 420,
        borderRadius: 1,
        border: '1px solid var(--mui-palette-divider)',
        bgcolor: 'var(--mui-palette-background-default)',
        color: 'var(--mui-palette-text-primary)',
      }}
    >
      {/* Scoped to this box: its own attribute, selector, node and storage keys. */}
      <CssVarsProvider
        key={siteMode}
        theme={theme}
        defaultMode={siteMode}
        attribute="data-overview-preview-scheme"
        colorSchemeSelector={`#${SCOPE_ID}`}
        colorSchemeNode={scopeNode}
        modeStorageKey={`${SCOPE_ID}-${siteMode}-mode`}
        colorSchemeStorageKey={`${SCOPE_ID}-${siteMode}-scheme`}
        disableNestedContext
      >
        <SchemeControls />
      </CssVarsProvider>
    </Box>
  );
}
