import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const scale: { variant: NonNullable<TypographyProps['variant']>; sample: string }[] = [
  { variant: 'h1', sample: 'Aurora' },
  { variant: 'h2', sample: 'Northern lights' },
  { variant: 'h3', sample: 'Solar wind and you' },
  { variant: 'h4', sample: 'Where to watch tonight' },
  { variant: 'h5', sample: 'Best months for a clear sky' },
  { variant: 'h6', sample: 'Packing list for an arctic night' },
  { variant: 'subtitle1', sample: 'Forecast updated every 30 minutes' },
  { variant: 'subtitle2', sample: 'Kp index 5, geomagnetic storm' },
  {
    variant: 'body1',
    sample:
      'Auroras appear when charged particles from the Sun collide with gases in the upper atmosphere.',
  },
  {
    variant: 'body2',
    sample:
      'Green comes from oxygen about 100 km up; red and purple from higher oxygen and nitrogen.',
  },
  { variant: 'button', sample: 'Get alerts' },
  { variant: 'caption', sample: 'Photo taken near Tromsø, Norway' },
  { variant: 'overline', sample: 'Space weather' },
];

export default function TypeScale() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', overflow: 'hidden' }}>
      {scale.map(({ variant, sample }) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Typography
            variant="caption"
            component="code"
            sx={{ minWidth: 80, flexShrink: 0, color: 'text.secondary', fontFamily: 'monospace' }}
          >
            {variant}
          </Typography>
          {/* component="p": the sample shows the style without adding headings to the page. */}
          <Typography variant={variant} component="p" noWrap>
            {sample}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
