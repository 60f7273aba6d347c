import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {} from '@mui/material/themeCssVarsAugmentation';

export default function ResponsiveArticleLayout() {
  return (
    <Box
      component="article"
      sx={{
        display: 'grid',
        gap: 2,
        // One column on phones; text and side panel side by side from md up.
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
      }}
    >
      <Box>
        <Box
          role="img"
          aria-label="Hikers on a mountain ridge at sunrise"
          sx={{
            display: { xs: 'none', sm: 'block' },
            height: 120,
            mb: 2,
            borderRadius: 1,
            background: (theme) =>
              `linear-gradient(135deg, ${(theme.vars ?? theme).palette.warning.light}, ${(theme.vars ?? theme).palette.secondary.dark})`,
          }}
        />
        <Typography variant="h5" component="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          Three days on the Haute Route
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          We left Chamonix before dawn with light packs and a forecast that promised two clear days.
          The first hut sat at 2,700 meters, a long climb above the tree line.
        </Typography>
      </Box>
      <Paper variant="outlined" component="aside" aria-label="Trip facts" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Trip facts
        </Typography>
        <Stack
          direction={{ xs: 'row', md: 'column' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          <Chip size="small" label="Distance 54 km" />
          <Chip size="small" label="Ascent 3,900 m" />
          <Chip size="small" label="Season July–September" />
        </Stack>
      </Paper>
    </Box>
  );
}
