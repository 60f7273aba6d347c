import Box from '@mui/material/Box';

const variants = ['h4', 'h5', 'h6', 'subtitle1', 'body1', 'body2', 'caption', 'overline'] as const;

export default function TypographyVariants() {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1.5,
        alignItems: 'baseline',
      }}
    >
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
          >
            {variant}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: variant }}>
            Pack light for the mountain pass
          </Box>
        </Box>
      ))}
    </Box>
  );
}
