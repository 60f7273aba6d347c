import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  styled,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';
import type { CssVarsTheme, Theme } from '@mui/material/styles';

const SCOPE_ID = 'css-vars-migrated-panel';

// The migrated component: one default, one dark override, no palette.mode branch.
const Panel = styled('section')(({ theme }) => {
  const { vars } = theme as Theme & Pick<CssVarsTheme, 'vars'>;
  return {
    padding: theme.spacing(2),
    borderRadius: vars.shape.borderRadius,
    backgroundColor: '#eef2f7',
    color: vars.palette.text.primary,
    ...theme.applyStyles('dark', {
      backgroundColor: '#1e2a38',
    }),
  };
});

function Content() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <Panel aria-labelledby={`${SCOPE_ID}-title`}>
      <Typography id={`${SCOPE_ID}-title`} variant="subtitle1" component="h3">
        Release checklist
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        4 of 6 steps done · next: update the changelog
      </Typography>
      <Button
        size="small"
        variant="contained"
        disabled={!mounted}
        onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
      >
        Toggle scheme
      </Button>
    </Panel>
  );
}

export default function MigratedPanel() {
  const outerTheme = useTheme();
  const [scopeNode, setScopeNode] = React.useState<HTMLDivElement | null>(null);
  const theme = React.useMemo(
    () => extendTheme({ direction: outerTheme.direction }),
    [outerTheme.direction],
  );
  const siteMode = outerTheme.palette.mode;

  return (
    <Box id={SCOPE_ID} ref={setScopeNode} sx={{ maxWidth: 420 }}>
      <CssVarsProvider
        key={siteMode}
        theme={theme}
        defaultMode={siteMode}
        attribute="data-migrated-panel-scheme"
        colorSchemeSelector={`#${SCOPE_ID}`}
        colorSchemeNode={scopeNode}
        modeStorageKey={`${SCOPE_ID}-${siteMode}-mode`}
        colorSchemeStorageKey={`${SCOPE_ID}-${siteMode}-scheme`}
        disableNestedContext
      >
        <Content />
      </CssVarsProvider>
    </Box>
  );
}
