import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 3,
        p: 2,
        bgcolor: 'background.level1',
        borderRadius: 'md',
      }}
    >
      {SHADOWS.map((shadow) => (
        <Sheet
          key={shadow}
          sx={{
            boxShadow: shadow,
            borderRadius: 'md',
            p: 2,
            textAlign: 'center',
            bgcolor: 'background.surface',
          }}
        >
          <Typography level="title-lg" sx={{ fontFamily: 'code' }}>
            {shadow}
          </Typography>
          <Typography level="body-xs">boxShadow: &apos;{shadow}&apos;</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
