import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  styled,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';
import type { CssVarsTheme, Theme } from '@mui/material/styles';

const SCOPE_ID = 'css-vars-usage-styles';

// theme.vars holds var(--mui-…) references; the Channel variables allow transparency.
const Notice = styled('div')(({ theme }) => {
  // An application types theme.vars once with the themeCssVarsAugmentation import;
  // this single-file demo narrows the type here instead.
  const { vars } = theme as Theme & Pick<CssVarsTheme, 'vars'>;
  return {
    padding: theme.spacing(2),
    borderRadius: vars.shape.borderRadius,
    color: vars.palette.text.primary,
    backgroundColor: `rgba(${vars.palette.info.mainChannel} / 0.12)`,
    borderInlineStart: `4px solid ${vars.palette.info.main}`,
    ...theme.applyStyles('dark', {
      backgroundColor: `rgba(${vars.palette.info.mainChannel} / 0.24)`,
    }),
  };
});

function Content() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const next = mode === 'dark' ? 'light' : 'dark';

  return (
    <Stack spacing={2}>
      <Notice>
        <Typography variant="subtitle2" component="p">
          Scheduled maintenance
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Payments are paused on Sunday from 02:00 to 03:00 UTC.
        </Typography>
      </Notice>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setMode(next)}
        disabled={!mounted}
      >
        Switch the preview to {mounted ? next : 'the other'} scheme
      </Button>
    </Stack>
  );
}

export default function VarsInStyles() {
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
        maxWidth: 460,
        borderRadius: 1,
        bgcolor: 'var(--mui-palette-background-default)',
        border: '1px solid var(--mui-palette-divider)',
      }}
    >
      <CssVarsProvider
        key={siteMode}
        theme={theme}
        defaultMode={siteMode}
        attribute="data-usage-styles-scheme"
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
