import Box from '@mui/material/Box';

export default function ThemeValuesCard() {
  return (
    <Box
      component="article"
      aria-labelledby="weekly-report-title"
      sx={{
        width: { xs: 1, sm: 1 / 2 }, // 100%, then 50% from 600px
        minWidth: 260,
        p: 3, // theme.spacing(3)
        bgcolor: 'background.paper', // theme.palette.background.paper
        border: 1, // 1px solid
        borderColor: 'divider', // theme.palette.divider
        borderRadius: 2, // 2 × theme.shape.borderRadius
        boxShadow: 2, // theme.shadows[2]
      }}
    >
      <Box
        component="h3"
        id="weekly-report-title"
        sx={{ typography: 'h6', m: 0 }} // theme.typography.h6
      >
        Weekly report
      </Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mt: 1, mb: 2 }}>
        Support tickets closed this week
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Box component="span" sx={{ fontSize: 32, fontWeight: 'bold' }}>
          148
        </Box>
        <Box component="span" sx={{ color: 'success.main', fontWeight: 'medium' }}>
          +12% vs last week
        </Box>
      </Box>
    </Box>
  );
}
