import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

function Widget() {
  return (
    <>
      <p style={{ margin: 0 }}>
        A plain <code>&lt;p&gt;</code> with a <strong>strong</strong> word: its font, size and color
        come from whatever surrounds it.
      </p>
      <Typography level="body-xs" sx={{ mt: 1 }}>
        Joy UI components look the same in both panels.
      </Typography>
    </>
  );
}

export default function ScopedBaselineWidget() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2 }}
    >
      <Box
        sx={{
          p: 2,
          border: '1px dashed',
          borderColor: 'neutral.outlinedBorder',
          borderRadius: 'sm',
        }}
      >
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Without a baseline
        </Typography>
        <Widget />
      </Box>
      <ScopedCssBaseline
        sx={{
          p: 2,
          border: '1px dashed',
          borderColor: 'primary.outlinedBorder',
          borderRadius: 'sm',
        }}
      >
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Inside ScopedCssBaseline
        </Typography>
        <Widget />
      </ScopedCssBaseline>
    </Box>
  );
}
