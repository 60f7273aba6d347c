import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';

const SCOPE_ID = 'css-vars-custom-schemes';

function Storefront() {
  const { mode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={mounted && mode === 'dark'}
            onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
          />
        }
        label="Dark scheme"
      />
      <Box
        sx={{
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          // A custom token: the variable comes from colorSchemes.*.palette.promo.
          borderInlineStart: '6px solid var(--shop-palette-promo-main)',
        }}
      >
        <Typography variant="overline" sx={{ color: 'var(--shop-palette-promo-main)' }}>
          Weekend sale
        </Typography>
        <Typography variant="h6" component="p">
          Linen bedding set
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Chip label="−30%" size="small" variant="outlined" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            €89 instead of €129
          </Typography>
        </Stack>
        <Button variant="contained" size="small" sx={{ mt: 2 }}>
          Add to basket
        </Button>
      </Box>
    </Stack>
  );
}

export default function CustomSchemesAndPrefix() {
  const outerTheme = useTheme();
  const [scopeNode, setScopeNode] = React.useState<HTMLDivElement | null>(null);
  const theme = React.useMemo(
    () =>
      extendTheme({
        direction: outerTheme.direction,
        cssVarPrefix: 'shop',
        colorSchemes: {
          light: {
            palette: {
              primary: { main: '#00695c' },
              background: { default: '#eef3f2' },
              // Augment Palette in an application; the demo keeps it untyped.
              ...({ promo: { main: '#c2185b' } } as object),
            },
          },
          dark: {
            palette: {
              primary: { main: '#4db6ac' },
              background: { default: '#0f1514', paper: '#172120' },
              ...({ promo: { main: '#f48fb1' } } as object),
            },
          },
        },
      }),
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
        bgcolor: 'var(--shop-palette-background-default)',
        color: 'var(--shop-palette-text-primary)',
      }}
    >
      <CssVarsProvider
        key={siteMode}
        theme={theme}
        defaultMode={siteMode}
        attribute="data-custom-schemes-scheme"
        colorSchemeSelector={`#${SCOPE_ID}`}
        colorSchemeNode={scopeNode}
        modeStorageKey={`${SCOPE_ID}-${siteMode}-mode`}
        colorSchemeStorageKey={`${SCOPE_ID}-${siteMode}-scheme`}
        disableNestedContext
      >
        <Storefront />
      </CssVarsProvider>
    </Box>
  );
}
