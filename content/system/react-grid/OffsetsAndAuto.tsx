import Box from '@mui/system/Box';
import Grid from '@mui/system/Unstable_Grid';

const cell = {
  p: 1,
  height: 1,
  borderRadius: 1,
  border: '1px solid rgba(128, 128, 128, 0.5)',
  fontSize: 14,
} as const;

export default function OffsetsAndAuto() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Grid container spacing={1}>
        <Grid xs={4}>
          <Box sx={cell}>xs=4</Box>
        </Grid>
        <Grid xs={4} xsOffset={4}>
          <Box sx={cell}>xs=4 xsOffset=4</Box>
        </Grid>
        <Grid xs={6} xsOffset={3}>
          <Box sx={cell}>xs=6 xsOffset=3 (centered)</Box>
        </Grid>
      </Grid>
      <Grid container spacing={1} sx={{ alignItems: 'center' }}>
        <Grid xs="auto">
          <Box sx={cell}>xs=&quot;auto&quot;: Logo</Box>
        </Grid>
        <Grid xs>
          <Box sx={cell}>xs (true): search grows</Box>
        </Grid>
        <Grid xs="auto">
          <Box sx={cell}>xs=&quot;auto&quot;: Account</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
