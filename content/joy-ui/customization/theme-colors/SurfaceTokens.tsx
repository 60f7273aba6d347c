import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const SURFACES = [
  { token: 'background.body', use: 'The page behind everything' },
  { token: 'background.surface', use: 'Cards, sheets and inputs' },
  { token: 'background.level1', use: 'A raised or grouped area' },
  { token: 'background.level2', use: 'A second level of nesting' },
  { token: 'background.level3', use: 'The strongest neutral fill' },
  { token: 'background.popup', use: 'Menus, listboxes and modals' },
] as const;

export default function SurfaceTokens() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 1.5,
      }}
    >
      {SURFACES.map(({ token, use }) => (
        <Sheet
          key={token}
          sx={{
            bgcolor: token,
            p: 1.5,
            borderRadius: 'md',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography level="title-sm" sx={{ fontFamily: 'code' }}>
            {token}
          </Typography>
          <Typography level="body-sm" textColor="text.secondary">
            {use}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
