import Box from '@mui/material/Box';

const samples: { label: string; value: number | string }[] = [
  { label: 'pl: 0.5', value: 0.5 },
  { label: 'pl: 2', value: 2 },
  { label: 'pl: 5', value: 5 },
  { label: "pl: '40px'", value: '40px' },
  { label: "pl: '25%'", value: '25%' },
];

export default function SpacingValues() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {samples.map((sample) => (
        <Box key={sample.label} sx={{ pl: sample.value, bgcolor: 'primary.main', borderRadius: 1 }}>
          <Box
            component="code"
            sx={{
              display: 'block',
              px: 1,
              py: 0.5,
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          >
            {sample.label}
          </Box>
        </Box>
      ))}
      {/* A negative margin pulls the banner into the card's padding. */}
      <Box sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box
          sx={{
            mx: -2,
            mt: -2,
            mb: 2,
            px: 2,
            py: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          mx: -2, mt: -2 — full-bleed header
        </Box>
        Card content keeps its 16px padding.
      </Box>
    </Box>
  );
}
