import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { unstable_cssVarsParser as cssVarsParser } from '@mui/system';

const tokens = {
  light: {
    palette: { brand: '#00695c', surface: '#ffffff', text: '#1c2025', muted: '#4b5563' },
    radius: 12,
  },
  dark: {
    palette: { brand: '#4db6ac', surface: '#14181d', text: '#e7ebf0', muted: '#aab3bf' },
    radius: 12,
  },
};

const light = cssVarsParser<typeof tokens.light>(tokens.light, { prefix: 'app' });
const dark = cssVarsParser<typeof tokens.dark>(tokens.dark, { prefix: 'app' });
// Both schemes produce the same references: var(--app-palette-brand)…
const { vars } = light;

export default function TokensToVariables() {
  const [darkScheme, setDarkScheme] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={darkScheme} onChange={(event) => setDarkScheme(event.target.checked)} />
        }
        label="Dark scheme"
      />
      <Box
        data-app-scheme={darkScheme ? 'dark' : 'light'}
        sx={{
          // The variables of each scheme, declared on this element only.
          ...light.css,
          '&[data-app-scheme="dark"]': dark.css,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { md: '1fr 1fr' },
          mt: 1,
        }}
      >
        <Box
          sx={{
            p: 2,
            bgcolor: vars.palette.surface,
            color: vars.palette.text,
            borderRadius: vars.radius,
            border: 1,
            borderColor: vars.palette.brand,
          }}
        >
          <Box sx={{ fontWeight: 'bold', color: vars.palette.brand }}>Greenhouse sensors</Box>
          <Box sx={{ color: vars.palette.muted, typography: 'body2' }}>
            Humidity 64% · Temperature 22 °C
          </Box>
        </Box>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            overflow: 'auto',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {Object.entries(darkScheme ? dark.css : light.css)
            .map(([name, value]) => `${name}: ${value};`)
            .join('\n')}
        </Box>
      </Box>
    </div>
  );
}
