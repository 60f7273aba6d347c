import Box from '@mui/joy/Box';

const stats = [
  { label: 'Active users', value: '8,402' },
  { label: 'Conversion', value: '3.8%' },
  { label: 'Churn', value: '1.2%' },
];

export default function BoxResponsive() {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        // One column on narrow screens, three from the `sm` breakpoint (600px) up.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            p: 2,
            borderRadius: 'sm',
            bgcolor: 'primary.softBg',
            color: 'primary.softColor',
            '&:hover': { bgcolor: 'primary.softHoverBg' },
          }}
        >
          <Box component="dt" sx={{ typography: 'body-xs', color: 'inherit' }}>
            {stat.label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h3', color: 'inherit' }}>
            {stat.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
