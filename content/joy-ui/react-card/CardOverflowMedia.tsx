import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import TerrainRounded from '@mui/icons-material/TerrainRounded';

export default function CardOverflowMedia() {
  return (
    <Card variant="outlined" sx={{ width: 320 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          {/* A gradient stands in for a photo here; put an <img> in the same place. */}
          <Box
            aria-hidden
            sx={{
              background: 'linear-gradient(135deg, #2F6B4F 0%, #86B88A 55%, #E8D9A8 100%)',
              color: 'common.white',
            }}
          >
            <TerrainRounded sx={{ fontSize: 56 }} />
          </Box>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Serra da Estrela loop</Typography>
        <Typography level="body-sm">14.2 km · 620 m ascent · 5 h</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal">
          <Typography level="body-xs">4.8 ★ from 213 hikers</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">Open all year</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
