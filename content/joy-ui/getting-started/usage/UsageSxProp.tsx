import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const METRICS = [
  { label: 'Active users', value: '12,480' },
  { label: 'Avg. session', value: '6 min 12 s' },
  { label: 'Churn', value: '1.8%' },
];

export default function UsageSxProp() {
  return (
    <Box
      sx={{
        display: 'grid',
        // One column on phones, three from the `sm` breakpoint (600px) up.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {METRICS.map((metric) => (
        <Sheet
          key={metric.label}
          sx={{
            p: 2, // theme spacing: 2 × 8px
            borderRadius: 'md', // theme.radius.md
            bgcolor: 'background.level1', // palette token, follows dark mode
            boxShadow: 'sm', // theme.shadow.sm
          }}
        >
          <Typography level="body-sm" sx={{ color: 'text.tertiary' }}>
            {metric.label}
          </Typography>
          <Typography level="h3" component="p">
            {metric.value}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
