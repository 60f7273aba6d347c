import Box from '@mui/joy/Box';

export default function BoxBasics() {
  return (
    <Box
      sx={{
        maxWidth: 360,
        p: 2,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        bgcolor: 'background.level1',
        boxShadow: 'sm',
        color: 'text.secondary',
        typography: 'body-sm',
      }}
    >
      Every value here comes from the Joy UI theme: the padding from its spacing, the radius, border
      color, background, shadow and the type level.
    </Box>
  );
}
