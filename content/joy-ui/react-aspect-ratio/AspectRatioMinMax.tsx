import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const widths = [160, 320, 560];

export default function AspectRatioMinMax() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {widths.map((width) => (
        <Box key={width} sx={{ width, maxWidth: '100%' }}>
          <AspectRatio ratio="21 / 9" minHeight={100} maxHeight={180} color="primary">
            <Typography level="body-sm" textColor="inherit">
              {width}px wide
            </Typography>
          </AspectRatio>
        </Box>
      ))}
    </Box>
  );
}
