import Box from '@mui/system/Box';

export default function BoxBasics() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 420,
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: '#1565c0',
          color: '#ffffff',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
        }}
      >
        PDF
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 600 }}>Annual report 2024</Box>
        <Box sx={{ fontSize: 14 }}>4.2 MB · shared by Finance</Box>
      </Box>
    </Box>
  );
}
