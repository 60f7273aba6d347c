import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

export default function BaselineBoxSizing() {
  return (
    <ScopedCssBaseline sx={{ p: 2, borderRadius: 'sm' }}>
      <Typography level="body-sm" sx={{ mb: 1.5 }}>
        Both boxes are 240 px wide with 24 px of padding and a 4 px border. In the baseline, the
        padding and border fit inside the width (<code>box-sizing: border-box</code>).
      </Typography>
      <div
        style={{
          width: 240,
          padding: 24,
          border: '4px solid var(--joy-palette-primary-400)',
          boxSizing: 'content-box',
        }}
      >
        content-box: 296 px in total
      </div>
      <Box sx={{ width: 240, p: 3, border: '4px solid', borderColor: 'success.400', mt: 1.5 }}>
        border-box: 240 px in total
      </Box>
    </ScopedCssBaseline>
  );
}
