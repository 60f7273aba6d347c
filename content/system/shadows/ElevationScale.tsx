import Box from '@mui/material/Box';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function ElevationScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        p: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        bgcolor: 'background.default',
      }}
    >
      {levels.map((level) => (
        <Box
          key={level}
          component="code"
          sx={{
            height: 64,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: level,
          }}
        >
          boxShadow: {level}
        </Box>
      ))}
    </Box>
  );
}
