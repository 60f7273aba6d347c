import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const STATS = [
  { label: 'Revenue', value: '$48,210', change: '+12%', trend: 'success' },
  { label: 'Orders', value: '1,284', change: '+4%', trend: 'success' },
  { label: 'Refunds', value: '23', change: '+9%', trend: 'danger' },
] as const;

export default function DashboardStepStats() {
  return (
    <Grid container spacing={2}>
      {STATS.map((stat) => (
        <Grid key={stat.label} xs={12} sm={4}>
          <Card variant="outlined">
            <Typography level="body-sm">{stat.label}, last 30 days</Typography>
            <Typography level="h3" component="p">
              {stat.value}
            </Typography>
            <Chip size="sm" variant="soft" color={stat.trend} sx={{ alignSelf: 'flex-start' }}>
              {stat.change} vs. previous period
            </Chip>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
