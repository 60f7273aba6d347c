import Box from '@mui/material/Box';

const rules = [
  { label: 'Shown below md (under 900px)', display: { xs: 'block', md: 'none' } },
  { label: 'Shown from md up (900px and wider)', display: { xs: 'none', md: 'block' } },
  { label: 'Shown from sm up (600px and wider)', display: { xs: 'none', sm: 'block' } },
  { label: 'Always shown', display: 'block' },
];

export default function ResponsiveVisibility() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {rules.map((rule) => (
        <Box
          key={rule.label}
          sx={{
            display: rule.display,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {rule.label}
        </Box>
      ))}
    </Box>
  );
}
