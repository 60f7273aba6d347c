import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import TerrainRoundedIcon from '@mui/icons-material/TerrainRounded';

export default function CardVariablesPlayground() {
  const [padding, setPadding] = React.useState(16);
  const [radius, setRadius] = React.useState(12);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 200px', display: 'grid', gap: 2 }}>
        <FormControl>
          <FormLabel id="card-padding-label">--Card-padding: {padding}px</FormLabel>
          <Slider
            aria-labelledby="card-padding-label"
            min={4}
            max={40}
            value={padding}
            onChange={(_event, value) => setPadding(value as number)}
          />
        </FormControl>
        <FormControl>
          <FormLabel id="card-radius-label">--Card-radius: {radius}px</FormLabel>
          <Slider
            aria-labelledby="card-radius-label"
            min={0}
            max={40}
            value={radius}
            onChange={(_event, value) => setRadius(value as number)}
          />
        </FormControl>
      </Box>
      <Card
        variant="outlined"
        sx={{ flex: '0 1 280px', '--Card-padding': `${padding}px`, '--Card-radius': `${radius}px` }}
      >
        {/* CardOverflow cancels the padding and rounds its corners from the card's variables. */}
        <CardOverflow>
          <AspectRatio ratio="2" variant="soft" color="success">
            <div>
              <TerrainRoundedIcon sx={{ fontSize: '3rem' }} />
            </div>
          </AspectRatio>
        </CardOverflow>
        <CardContent>
          <Typography level="title-md">Ridge trail loop</Typography>
          <Typography level="body-sm">11.4 km · 620 m of climbing · about 4 hours</Typography>
        </CardContent>
        <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
          <Divider inset="context" />
          <Typography level="body-xs" sx={{ py: 1 }}>
            Updated 2 days ago
          </Typography>
        </CardOverflow>
      </Card>
    </Box>
  );
}
