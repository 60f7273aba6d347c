import * as React from 'react';
import styled from '@emotion/styled';
import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, THEME_ID, createTheme, useTheme } from '@mui/material/styles';

// An in-house design system's theme: a different shape from Material UI's.
interface BrandTheme {
  brand: { ink: string; surface: string; radius: number };
}

const brandTheme: BrandTheme = {
  brand: { ink: '#ffffff', surface: '#00695c', radius: 4 },
};

// An Emotion component of that design system: it reads `theme.brand`.
const BrandTag = styled.span<{ theme?: Partial<BrandTheme> }>(({ theme }) => ({
  display: 'inline-block',
  paddingInline: 8,
  paddingBlock: 2,
  borderRadius: theme.brand?.radius ?? 0,
  color: theme.brand?.ink ?? 'inherit',
  backgroundColor: theme.brand?.surface ?? 'transparent',
  fontSize: 13,
  fontWeight: 600,
}));

export default function ScopedMaterialTheme() {
  const outerTheme = useTheme();
  const materialTheme = React.useMemo(
    () =>
      createTheme({
        direction: outerTheme.direction,
        palette: {
          mode: outerTheme.palette.mode,
          primary: { main: outerTheme.palette.mode === 'dark' ? '#b39ddb' : '#5e35b1' },
        },
        shape: { borderRadius: 12 },
        components: {
          // Ignored under theme scoping in 5.18: see the last button.
          MuiButton: { defaultProps: { variant: 'contained' } },
        },
      }),
    [outerTheme.direction, outerTheme.palette.mode],
  );

  return (
    <EmotionThemeProvider theme={brandTheme}>
      <ThemeProvider theme={{ [THEME_ID]: materialTheme }}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 440 }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <BrandTag>Design system tag</BrandTag>
              <Typography variant="body2" color="text.secondary">
                reads theme.brand
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained">Scoped primary</Button>
              <Chip color="primary" label="Scoped chip" />
              <Button>No variant prop</Button>
            </Stack>
          </Stack>
        </Paper>
      </ThemeProvider>
    </EmotionThemeProvider>
  );
}
