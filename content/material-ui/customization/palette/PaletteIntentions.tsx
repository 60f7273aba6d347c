import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getContrastRatio, useTheme, type PaletteColor } from '@mui/material/styles';

const intentions = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const tones = ['light', 'main', 'dark'] as const;

// The swatch labels use whichever of white or black reads better on the tone, at the
// WCAG AA ratio of 4.5: contrastText follows the palette's own threshold (3 by default).
function readableText(background: string) {
  return getContrastRatio(background, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

function Swatch({ color, tone }: { color: PaletteColor; tone: (typeof tones)[number] }) {
  return (
    <Box
      sx={{
        px: 1,
        py: 0.75,
        bgcolor: color[tone],
        color: readableText(color[tone]),
        fontFamily: 'monospace',
        fontSize: 12,
      }}
    >
      {tone} {color[tone]}
    </Box>
  );
}

export default function PaletteIntentions() {
  // The palette of the surrounding theme: the site's demo theme, in your color scheme.
  const { palette } = useTheme();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
      }}
    >
      {intentions.map((name) => (
        <Box
          key={name}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          <Typography variant="subtitle2" sx={{ px: 1, py: 0.5 }}>
            {name}
          </Typography>
          {tones.map((tone) => (
            <Swatch key={tone} color={palette[name]} tone={tone} />
          ))}
          <Typography variant="caption" component="p" sx={{ px: 1, py: 0.5 }}>
            contrastText {palette[name].contrastText}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
