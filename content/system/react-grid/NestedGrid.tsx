import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const panel = {
  p: 1.5,
  height: 1,
  borderRadius: 1,
  border: '1px solid rgba(128, 128, 128, 0.5)',
  fontSize: 14,
} as const;

const metrics = ['Visitors', 'Sign-ups', 'Revenue', 'Churn'];

export default function NestedGrid() {
  return (
    <Grid container columns={16} rowSpacing={2} columnSpacing={{ xs: 1, md: 3 }}>
      <Grid xs={16} md={10}>
        <Box sx={panel}>Traffic chart (md=10 of 16)</Box>
      </Grid>
      <Grid xs={16} md={6}>
        <Box sx={panel}>Top pages (md=6 of 16)</Box>
      </Grid>
      {/* An item that is also a container: a grid of its own, inheriting the spacing. */}
      <Grid xs={16} container>
        {metrics.map((metric) => (
          <Grid key={metric} xs={8} sm={4}>
            <Box sx={panel}>{metric}</Box>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
